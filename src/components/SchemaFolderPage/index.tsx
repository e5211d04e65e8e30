/**
 * The page at /definitions and /schema-store (route added by plugins/schema-urls in the English build): those
 * folders hold the JSON Schema files, and their bare path leads to the Reference page that lists them. A browser
 * goes there at once (the meta refresh in the server-rendered HTML; after a client-side navigation, a replace in
 * the app's history), and the page itself says where the files are for anyone whose browser does not follow it.
 * Not indexed: search engines and the site search should find the Reference page, not this one.
 */
import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

export type SchemaFolderPageProps = {
  /** The folder whose bare path this page is: `definitions` or `schema-store`. */
  folder: string;
  /** The site path of the page that lists the files. */
  page: string;
};

export default function SchemaFolderPage({folder, page}: SchemaFolderPageProps): React.JSX.Element {
  const target = useBaseUrl(page);
  const history = useHistory();
  useEffect(() => {
    history.replace(target);
  }, [history, target]);
  return (
    <Layout
      title={`JSON Schemas in /${folder}`}
      description={`The AsyncAPI JSON Schema files under /${folder}/ are listed on the JSON Schema URLs page.`}>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">JSON Schemas in /{folder}</Heading>
        <p>
          This folder holds the AsyncAPI JSON Schema files. <Link to={page}>JSON Schema URLs</Link> lists every version
          and file, and explains how editors and validators use them.
        </p>
      </main>
    </Layout>
  );
}
