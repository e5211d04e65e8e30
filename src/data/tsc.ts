/**
 * Members of the Technical Steering Committee (TSC). Facts (names, handles, maintained repositories) come from
 * the initiative's public maintainers list; only what a community page needs is kept: the name, public profile
 * handles and the repositories a member maintains. The avatar is derived from the GitHub handle.
 */

export type TscMember = {
  name: string;
  /** GitHub user name, also used for the avatar (https://github.com/<github>.png). */
  github: string;
  /** X (Twitter) user name, without @. */
  x?: string;
  /** The part of the LinkedIn profile URL after linkedin.com/in/. */
  linkedin?: string;
  /** Repositories of the asyncapi GitHub organisation this member maintains. */
  repos: readonly string[];
};

export const TSC_MEMBERS: readonly TscMember[] = [
  {
    name: 'Aishat Muibudeen',
    github: 'Mayaleeeee',
    x: 'maya_ux_ui',
    linkedin: 'aishatmuibudeen',
    repos: ['website', 'conference-website', 'brand'],
  },
  {name: 'Aayush Sahu', github: 'aayushmau5', x: 'aayushmau5', linkedin: 'aayushmau5', repos: ['diff']},
  {
    name: 'Aayush Saini',
    github: 'AayushSaini101',
    x: 'Aayush__Saini_',
    linkedin: 'aayush-saini-0a25931b1',
    repos: ['parser-js', 'openapi-schema-parser', 'cli'],
  },
  {name: 'Akshat Nema', github: 'akshatnema', x: 'AksNema', linkedin: 'akshat-nema', repos: ['website']},
  {name: 'Ansh Goyal', github: 'anshgoyalevil', x: 'thisisanshg', linkedin: 'thisisanshg', repos: ['website']},
  {
    name: 'Ashish Padhy',
    github: 'Shurtu-gal',
    x: 'Shurtu_Gal',
    linkedin: 'ashish-padhy3023',
    repos: ['studio', '.github', 'cli'],
  },
  {
    name: 'Dale Lane',
    github: 'dalelane',
    x: 'dalelane',
    linkedin: 'dalelane',
    repos: ['spec', 'spec-json-schemas', 'bindings', 'avro-schema-parser', 'java-template'],
  },
  {
    name: 'Fran Méndez',
    github: 'fmvilas',
    linkedin: 'fmvilas',
    repos: [
      'spec',
      'spec-json-schemas',
      'extensions-catalog',
      'converter-js',
      'bindings',
      'html-template',
      'markdown-template',
    ],
  },
  {
    name: 'Jonas Lagoni',
    github: 'jonaslagoni',
    linkedin: 'jonaslagoni',
    repos: ['spec-json-schemas', 'generator', 'converter-js', 'modelina', 'parser-api', 'EDAVisualiser'],
  },
  {
    name: 'Lukasz Gornicki',
    github: 'derberg',
    x: 'derberq',
    linkedin: 'lukasz-gornicki-a621914',
    repos: [
      'spec',
      'website',
      'spec-json-schemas',
      'generator',
      'extensions-catalog',
      'bindings',
      'html-template',
      'markdown-template',
      '.github',
      'community',
      'diff',
    ],
  },
  {
    name: 'Maciej Urbańczyk',
    github: 'magicmatatjahu',
    linkedin: 'maciej-urbańczyk-909547164',
    repos: [
      'generator',
      'asyncapi-react',
      'parser-js',
      'converter-js',
      'studio',
      'html-template',
      'markdown-template',
      'modelina',
      'diff',
      'EDAVisualiser',
    ],
  },
  {
    name: 'Azeez Elegbede',
    github: 'AceTheCreator',
    x: '_acebuild',
    linkedin: 'acebuild',
    repos: ['asyncapi-react', 'conference-website'],
  },
  {
    name: 'Pavel Bodiachevskii',
    github: 'Pakisan',
    x: 'pbodiachevskii',
    repos: ['spec-json-schemas', 'tck', 'jasyncapi', 'jasyncapi-idea-plugin'],
  },
  {name: 'Philip Schlesinger', github: 'theschles', x: 'philschlesinger', repos: ['jasyncapi-idea-plugin']},
  {
    name: 'Prince Rajpoot',
    github: 'princerajpoot20',
    x: 'iamPrince_2003',
    linkedin: 'princerajpoot',
    repos: ['website', 'parser-js', 'studio', 'openapi-schema-parser', 'optimizer', 'bundler'],
  },
  {name: 'Richard Coppen', github: 'rcoppen', linkedin: 'richard-coppen', repos: ['spec-json-schemas', 'bindings']},
  {name: 'Samir AMZANI', github: 'Amzani', x: 'amzani', linkedin: 'amzani', repos: ['studio', 'cli']},
  {name: 'Souvik De', github: 'Souvikns', x: 'souvik_ns', linkedin: 'souvik-de-a2b941169', repos: ['cli', 'bundler']},
  {name: 'Samridhi Agrawal', github: 'Samridhi-98', linkedin: 'samridhi-agrawal-1713201ab', repos: ['modelina']},
  {name: 'Ivan Garcia Sainz-Aja', github: 'ivangsa', linkedin: 'ivangarciasainzaja', repos: ['vs-asyncapi-preview']},
  {
    name: 'Florence Njeri',
    github: 'Florence-Njeri',
    x: 'njericodes',
    linkedin: 'florencenjeri',
    repos: ['generator', '.github'],
  },
  {
    name: 'Jeremy Whitlock',
    github: 'whitlockjc',
    x: 'whitlockjc',
    linkedin: 'whitlockjc',
    repos: ['spec-json-schemas', 'bindings'],
  },
  {name: 'Kenneth Aasan', github: 'kennethaasan', x: 'kennethaasan', repos: ['modelina']},
  {
    name: 'Thulisile Sibanda',
    github: 'thulieblack',
    x: 'thulieblack',
    linkedin: 'v-thulisile-sibanda',
    repos: ['website', 'conference-website', 'community'],
  },
  {name: 'Rohit T', github: 'TRohit20', x: 'TRRohit20', linkedin: 'rohit-t-0124a4242', repos: ['website']},
  {
    name: 'HariKrishnan',
    github: 'harikrishnan83',
    x: 'harikrishnan83',
    linkedin: 'harikrishnan83',
    repos: ['jasyncapi'],
  },
  {name: "Charles d'Avernas", github: 'cdavernas', linkedin: 'charles-d-avernas-40836a13', repos: ['net-sdk']},
  {
    name: 'Jean-Baptiste Bianchi',
    github: 'jbbianchi',
    x: 'JBBianchi',
    linkedin: 'jean-baptiste-bianchi-aa42b914',
    repos: ['net-sdk'],
  },
  {name: 'Adi Boghawala', github: 'Adi-204', x: 'AdiBoghawala', linkedin: 'adi-boghawala', repos: ['generator']},
  {name: 'TenzDelek', github: 'TenzDelek', linkedin: 'tenzdelek', repos: ['conference-website']},
  {
    name: 'Mohammed Mehdi',
    github: 'catosaurusrex2003',
    linkedin: 'mohammed-mehdi-a5833b229',
    repos: ['asyncapi-react'],
  },
];
