// The edit view's allowed-hosts panel (AllowedHostsPanel.jsx), in the admin's languages.
export const ALLOWED_HOSTS_MESSAGES = {
  en: {
    'allowed-hosts.title': 'Links shown as text',
    'allowed-hosts.editor':
      '{host} is not an allowed host yet: the site shows the address as text until an admin adds it in Allowed hosts.',
    'allowed-hosts.admin':
      '{host} is not an allowed host yet: the site shows the address as text until you add it in Allowed hosts.',
    'allowed-hosts.open': 'Open Allowed hosts',
    'allowed-hosts.defaults': 'Always allowed (the developer list)',
    'allowed-hosts.defaultsHelp':
      'These hosts are allowed whatever this list says. Add one host a line (www.example.org, or *.example.org for its subdomains); the site links to them after the next build.',
  },
  ja: {
    'allowed-hosts.title': '文字として表示されるリンク',
    'allowed-hosts.editor':
      '{host} はまだ許可されたホストではありません。管理者が Allowed hosts に追加するまで、サイトはこのアドレスを文字として表示します。',
    'allowed-hosts.admin':
      '{host} はまだ許可されたホストではありません。Allowed hosts に追加するまで、サイトはこのアドレスを文字として表示します。',
    'allowed-hosts.open': 'Allowed hosts を開く',
    'allowed-hosts.defaults': '常に許可（開発者のリスト）',
    'allowed-hosts.defaultsHelp':
      'これらのホストはこのリストに関係なく許可されます。1 行に 1 ホスト（www.example.org、サブドメインすべてなら *.example.org）を追加してください。次のビルドからサイトがリンクします。',
  },
  ko: {
    'allowed-hosts.title': '텍스트로 표시되는 링크',
    'allowed-hosts.editor':
      '{host}: 아직 허용된 호스트가 아닙니다. 관리자가 Allowed hosts에 추가할 때까지 사이트는 이 주소를 텍스트로 표시합니다.',
    'allowed-hosts.admin':
      '{host}: 아직 허용된 호스트가 아닙니다. Allowed hosts에 추가할 때까지 사이트는 이 주소를 텍스트로 표시합니다.',
    'allowed-hosts.open': 'Allowed hosts 열기',
    'allowed-hosts.defaults': '항상 허용(개발자 목록)',
    'allowed-hosts.defaultsHelp':
      '이 호스트들은 이 목록과 관계없이 허용됩니다. 한 줄에 호스트 하나(www.example.org, 하위 도메인 전체는 *.example.org)를 추가하세요. 다음 빌드부터 사이트가 링크합니다.',
  },
};
