import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import CommunityHeader from '@site/src/components/CommunityHeader';
import CommunityVideo from '@site/src/components/CommunityVideo';
import {NEWSROOM_VIDEOS} from '@site/src/data/newsroomVideos';
import {CONTACT_EMAIL, SOCIAL_LINKS} from '@site/src/data/site';
import {formatPostDate, recentPostsFrom} from '@site/src/lib/community';
import styles from './_styles.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

const DESCRIPTION = 'News from the AsyncAPI Initiative: the latest blog posts, videos and the press contact.';

function LatestPosts(): React.JSX.Element {
  const posts = recentPostsFrom(usePluginData('docusaurus-plugin-content-blog'));
  if (posts.length === 0) {
    return (
      <p className={styles.prose}>
        Release notes, community updates and engineering articles are on the <Link to="/blog">blog</Link>.
      </p>
    );
  }
  return (
    <>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.permalink} className={`${styles.panel} ${styles.post}`}>
            <Heading as="h3">
              <Link to={post.permalink}>{post.title}</Link>
            </Heading>
            <p className={styles.contributionMeta}>
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </p>
            {post.description ? <p>{post.description}</p> : null}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/blog">All blog posts</Link>
      </p>
    </>
  );
}

export default function NewsroomPage(): React.JSX.Element {
  return (
    <Layout title="Newsroom" description={DESCRIPTION}>
      <CommunityHeader
        title="Newsroom"
        lead="What is new at the AsyncAPI Initiative: blog posts, meeting recordings and talks, and who to contact if you are writing about the project."
      />
      <main className={`container ${styles.main}`}>
        <section className={styles.section} aria-labelledby="posts">
          <SectionHeading as="h2" id="posts">
            Latest from the blog
          </SectionHeading>
          <LatestPosts />
        </section>

        <section className={styles.section} aria-labelledby="videos">
          <SectionHeading as="h2" id="videos">
            Videos
          </SectionHeading>
          <p className={styles.sectionLead}>
            Recent videos from the initiative’s <Link href={SOCIAL_LINKS.youtube}>YouTube channel</Link>. A video loads
            from YouTube only when you press play.
          </p>
          <ul className={`${styles.grid} ${styles.gridWide}`}>
            {NEWSROOM_VIDEOS.map((video) => (
              <li key={video.youtubeId}>
                <CommunityVideo
                  title={video.title}
                  youtubeId={video.youtubeId}
                  summary={video.summary}
                  issueUrl={video.issueUrl}
                />
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="press">
          <SectionHeading as="h2" id="press">
            Press contact
          </SectionHeading>
          <div className={`${styles.callout} ${styles.prose}`}>
            <p>
              Writing about AsyncAPI, or looking for someone to interview? E-mail{' '}
              {/* eslint-disable-next-line @docusaurus/no-html-links -- a mailto: address: Link would open it in a new tab */}
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and tell us about your story and your deadline.
            </p>
            <p>
              Logos and brand guidelines are in the <a href="https://github.com/asyncapi/brand">brand repository</a>.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
