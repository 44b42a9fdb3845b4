const { inLanguage, isLocale } = require('@meridian/shared/locales');

/**
 * The newsletter's mails in the subscriber's language (English for a language not translated
 * here). Links go to the CMS, which redirects.
 * @type {import('@meridian/shared/locales').Translated<Record<'confirmSubject' | 'confirmBody' | 'alreadySubject' | 'alreadyBody' | 'footer', string>>}
 */
const NEWSLETTER_MAILS = {
  en: {
    confirmSubject: 'Confirm your Meridian newsletter subscription',
    confirmBody:
      'Someone, hopefully you, asked to receive the Meridian newsletter at this address.\n\nConfirm the subscription:\n{confirm}\n\nIf it was not you, ignore this mail: nothing is sent without confirmation.',
    alreadySubject: 'You already receive the Meridian newsletter',
    alreadyBody:
      'Someone asked to subscribe this address to the Meridian newsletter. It is already subscribed, so nothing changes.',
    footer: 'Unsubscribe at any time: {unsubscribe}',
  },
  ja: {
    confirmSubject: 'Meridianニュースレターの登録確認',
    confirmBody:
      'このメールアドレスでMeridianニュースレターの受信が申し込まれました。\n\n以下のリンクから登録を確定してください。\n{confirm}\n\nお心当たりがない場合は、このメールを破棄してください。確認なしに配信されることはありません。',
    alreadySubject: 'Meridianニュースレターはすでにご登録済みです',
    alreadyBody:
      'このメールアドレスでMeridianニュースレターの登録が申し込まれましたが、すでに登録済みのため変更はありません。',
    footer: '配信停止はいつでもこちらから: {unsubscribe}',
  },
  ko: {
    confirmSubject: 'Meridian 뉴스레터 구독을 확인해 주세요',
    confirmBody:
      '이 이메일 주소로 Meridian 뉴스레터 구독이 신청되었습니다.\n\n아래 링크에서 구독을 확정해 주세요.\n{confirm}\n\n본인이 신청하지 않았다면 이 메일을 무시하세요. 확인 없이는 발송되지 않습니다.',
    alreadySubject: '이미 Meridian 뉴스레터를 구독하고 계십니다',
    alreadyBody:
      '이 이메일 주소로 Meridian 뉴스레터 구독이 신청되었지만, 이미 구독 중이므로 변경 사항은 없습니다.',
    footer: '언제든지 구독을 해지할 수 있습니다: {unsubscribe}',
  },
};

/**
 * @param {'confirm' | 'already'} kind
 * @param {{ locale: string; confirmUrl?: string; unsubscribeUrl: string }} links
 */
function newsletterMail(kind, { locale, confirmUrl = '', unsubscribeUrl }) {
  const text = isLocale(locale) ? inLanguage(NEWSLETTER_MAILS, locale) : NEWSLETTER_MAILS.en;
  const body = (kind === 'confirm' ? text.confirmBody : text.alreadyBody).replace('{confirm}', confirmUrl);
  const footer = text.footer.replace('{unsubscribe}', unsubscribeUrl);
  return {
    subject: kind === 'confirm' ? text.confirmSubject : text.alreadySubject,
    text: `${body}\n\n--\n${footer}\n`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

module.exports = { NEWSLETTER_MAILS, newsletterMail };
