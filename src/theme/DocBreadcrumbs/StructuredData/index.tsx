// Wraps the breadcrumbs' structured data (the JSON-LD BreadcrumbList): on a tool docs instance it lists
// Docs > Tools > <tool> before the sidebar trail, as the visible trail does (../Items/Home, src/lib/toolDocsCrumbs.ts).
import React, {type ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type StructuredDataType from '@theme/DocBreadcrumbs/StructuredData';
import type {WrapperProps} from '@docusaurus/types';
import {useToolDocsLeadingCrumbs} from '@site/src/lib/useToolDocsCrumbs';

type Props = WrapperProps<typeof StructuredDataType>;

export default function StructuredDataWrapper(props: Props): ReactNode {
  const leading = useToolDocsLeadingCrumbs(props.breadcrumbs);
  return <StructuredData {...props} breadcrumbs={[...leading, ...props.breadcrumbs]} />;
}
