/**
 * Videos published by the initiative on YouTube, shown in the newsroom. Facts: title and YouTube video id,
 * plus the GitHub issue of the meeting when the video is a meeting recording.
 */

export type NewsroomVideo = {
  title: string;
  /** The YouTube video id (the `v` parameter of a watch URL). */
  youtubeId: string;
  /** For meeting recordings: the GitHub issue of that meeting. */
  issueUrl?: string;
  /** Our own one-line summary, when the title alone does not say enough. */
  summary?: string;
};

export const NEWSROOM_VIDEOS: readonly NewsroomVideo[] = [
  {
    title: 'Testing Retry and DLQ Behaviour with AsyncAPI',
    youtubeId: 'I6z1WC6Qo2o',
    summary: 'How to check retries and dead-letter queues in an event-driven system described with AsyncAPI.',
  },
  {
    title: 'AsyncAPI Docs Meeting, 16:00 UTC Wednesday July 29th 2026',
    youtubeId: 'Wjqwy22gHXQ',
    issueUrl: 'https://github.com/asyncapi/community/issues/3600',
  },
  {
    title: 'AsyncAPI Community WG Meeting, 15:00 UTC Tuesday July 28th 2026',
    youtubeId: 'rTBeKhVLdlk',
    issueUrl: 'https://github.com/asyncapi/community/issues/3601',
  },
  {
    title: 'AsyncAPI Community WG Meeting, 15:00 UTC Tuesday July 7th 2026',
    youtubeId: 'tnXm-zGRD0I',
    issueUrl: 'https://github.com/asyncapi/community/issues/3591',
  },
  {
    title: 'AsyncAPI Docs Meeting, 16:00 UTC Wednesday June 24th 2026',
    youtubeId: 'CUhWYHAZ65o',
    issueUrl: 'https://github.com/asyncapi/community/issues/3572',
  },
];
