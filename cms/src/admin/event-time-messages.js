// An event's time fields in the admin (EventTimeInput.jsx), in the admin's languages.
export const EVENT_TIME_MESSAGES = {
  en: {
    'event-time.label': 'Event time',
    'event-time.description': "A date and time in the event's own time zone (its timeZone field)",
    'event-time.zone': 'Times in {timeZone}',
  },
  ja: {
    'event-time.label': 'イベントの日時',
    'event-time.description': 'イベント自体のタイムゾーン（timeZone欄）での日時',
    'event-time.zone': '{timeZone}の時刻',
  },
  ko: {
    'event-time.label': '이벤트 일시',
    'event-time.description': '이벤트 자체의 시간대(timeZone 항목) 기준 날짜와 시간',
    'event-time.zone': '{timeZone} 기준 시간',
  },
};
