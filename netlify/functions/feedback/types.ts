/** The transport-neutral shapes the feedback handler works with (Netlify events and Node requests map onto them). */

/** An incoming request, already read into memory. Header names are lower case. */
export type FeedbackRequest = {
  method: string;
  headers: Record<string, string | undefined>;
  body: string;
  /** The client's address, used only as the rate-limit key. */
  clientIp: string;
};

export type FeedbackResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

/** A submission that passed validation. */
export type FeedbackSubmission = {
  title: string;
  feedback: string;
  /** The page path the feedback is about, when it is known. */
  page?: string;
};
