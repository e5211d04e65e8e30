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
            <h3>
              <Link to={post.permalink}>{post.title}</Link>
            </h3>
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
          <h2 id="posts">Latest from the blog</h2>
          <LatestPosts />
        </section>

        <section className={styles.section} aria-labelledby="videos">
          <h2 id="videos">Videos</h2>
          <p className={styles.sectionLead}>
            Recent videos from the initiative’s <a href={SOCIAL_LINKS.youtube}>YouTube channel</a>. A video loads from
            YouTube only when you press play.
          </p>
          <ul className={`${styles.grid} ${styles.gridWide}`}>
            {NEWSROOM_VIDEOS.map((video) => (
              <li key={video.youtubeId}>
                <CommunityVideo title={video.title} youtubeId={video.youtubeId} summary={video.summary} issueUrl={video.issueUrl} />
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="press">
          <h2 id="press">Press contact</h2>
          <div className={`${styles.callout} ${styles.prose}`}>
            <p>
              Writing about AsyncAPI, or looking for someone to interview? E-mail{' '}
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
