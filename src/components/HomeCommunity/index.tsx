import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import HomeSection from '@site/src/components/HomeSection';
import MenuIcon from '@site/src/components/MenuIcon';
import type {IconName} from '@site/src/data/menus';
import {GITHUB_ORG_URL, SOCIAL_LINKS} from '@site/src/data/site';
import styles from './styles.module.css';

type Way = {key: string; icon: IconName; title: string; text: string; href: string; external: boolean};

function useWays(): Way[] {
  return [
    {
      key: 'community',
      icon: 'users',
      title: translate({id: 'home.community.overview.title', message: 'Find your way in'}),
      text: translate({
        id: 'home.community.overview.text',
        message: 'Meetings, ambassadors, the steering committee and good first issues, all in one place.',
      }),
      href: '/community',
      external: false,
    },
    {
      key: 'slack',
      icon: 'megaphone',
      title: translate({id: 'home.community.slack.title', message: 'Chat on Slack'}),
      text: translate({
        id: 'home.community.slack.text',
        message: 'Ask questions, share what you are building and meet the maintainers.',
      }),
      href: SOCIAL_LINKS.slack,
      external: true,
    },
    {
      key: 'github',
      icon: 'code',
      title: translate({id: 'home.community.github.title', message: 'Contribute on GitHub'}),
      text: translate({
        id: 'home.community.github.text',
        message:
          'The specification, the tools and this website are developed in the open. Issues and pull requests are welcome.',
      }),
      href: GITHUB_ORG_URL,
      external: true,
    },
  ];
}

/** How to join the community: the overview page, Slack and GitHub. */
export default function HomeCommunity(): React.JSX.Element {
  const ways = useWays();
  const newTab = translate({id: 'common.newTab', message: '(opens in a new tab)'});
  return (
    <HomeSection
      id="community"
      title={<Translate id="home.community.title">Join the community</Translate>}
      intro={
        <Translate id="home.community.intro">
          AsyncAPI is built by people from many companies and none. Everyone is welcome, whatever your experience.
        </Translate>
      }>
      <ul className={styles.grid}>
        {ways.map((way) => (
          <li key={way.key}>
            <Link
              to={way.href}
              className={styles.card}
              {...(way.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
              <span className={styles.icon} aria-hidden="true">
                <MenuIcon name={way.icon} size={24} />
              </span>
              <span className={styles.title}>
                {way.title}
                {way.external && <span className="sr-only"> {newTab}</span>}
              </span>
              <span className={styles.text}>{way.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
