// Page feedback in the admin (homepage widget, edit-view panel), in its languages.
export const PAGE_FEEDBACK_MESSAGES = {
  en: {
    'page-feedback.widget': 'Pages with the most “No”',
    'page-feedback.title': 'Page feedback',
    'page-feedback.counts': '{yes} yes, {no} no (last {days} days)',
    'page-feedback.none': 'No answers in the last {days} days.',
    'page-feedback.comments': 'Latest comments',
    'page-feedback.yes': 'Yes',
    'page-feedback.no': 'No',
    'page-feedback.unavailable': 'Page feedback unavailable: {reason}',
  },
  ja: {
    'page-feedback.widget': '「いいえ」が多いページ',
    'page-feedback.title': 'ページへの評価',
    'page-feedback.counts': 'はい {yes}件、いいえ {no}件（過去{days}日間）',
    'page-feedback.none': '過去{days}日間の回答はありません。',
    'page-feedback.comments': '最近のコメント',
    'page-feedback.yes': 'はい',
    'page-feedback.no': 'いいえ',
    'page-feedback.unavailable': 'ページへの評価を表示できません: {reason}',
  },
  ko: {
    'page-feedback.widget': '“아니요”가 가장 많은 페이지',
    'page-feedback.title': '페이지 피드백',
    'page-feedback.counts': '예 {yes}개, 아니요 {no}개 (최근 {days}일)',
    'page-feedback.none': '최근 {days}일 동안 응답이 없습니다.',
    'page-feedback.comments': '최근 의견',
    'page-feedback.yes': '예',
    'page-feedback.no': '아니요',
    'page-feedback.unavailable': '페이지 피드백을 표시할 수 없습니다: {reason}',
  },
};
