import type { BlockExample } from '../example';

export const codeExamples: BlockExample<'code'>[] = [
  {
    id: 'code-tsx',
    title: 'Component code',
    data: {
      type: 'code',
      title: 'toast-basic.tsx',
      language: 'tsx',
      code: [
        "import { Block } from '~/render/block';",
        '',
        'export default function ToastBasic() {',
        '  return <Block type="toast" title="Material Kit" date="11 mins ago" description="Hello, world! <3" />;',
        '}',
      ].join('\n'),
    },
  },
  {
    id: 'code-json',
    title: 'Page data',
    data: {
      type: 'code',
      language: 'json',
      code: '{\n  "type": "progress",\n  "color": "success",\n  "value": 50\n}',
    },
  },
];
