import React from 'react';
import CaseStudyPage from '@site/src/components/CaseStudyPage';

export default function TransferGoCaseStudy(): React.JSX.Element {
  return <CaseStudyPage id="transfergo" />;
}
