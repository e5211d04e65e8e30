// Wraps the announcement bar slot (above the navbar) to show the date-gated v3 banner.
import React from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import V3Banner from '@site/src/components/V3Banner';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <V3Banner />
      <AnnouncementBar {...props} />
    </>
  );
}
