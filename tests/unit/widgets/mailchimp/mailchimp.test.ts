import { describe, expect, it } from 'vitest';
import { FAILED_TEXT, mailchimpFields, mailchimpOutcome, serializeSubscriberInfo } from '../../../../src/widgets/mailchimp/logic';

describe('serializeSubscriberInfo', () => {
  it('encodes the fields as a form post does, in order, repeated names kept', () => {
    const info = serializeSubscriberInfo([
      ['fname', 'Ann Lee'],
      ['email', 'ann+news@example.com'],
      ['tags', 'a&b'],
      ['tags', 'c=d'],
    ]);
    expect(info).toBe('fname=Ann+Lee&email=ann%2Bnews%40example.com&tags=a%26b&tags=c%3Dd');
    expect(new URLSearchParams(info).get('email')).toBe('ann+news@example.com');
  });

  it('leaves files out and gives an empty string for no fields', () => {
    const file = new File(['x'], 'cv.txt');
    expect(serializeSubscriberInfo([['email', 'a@b.co'], ['cv', file]])).toBe('email=a%40b.co');
    expect(serializeSubscriberInfo([])).toBe('');
  });

  it('reads a real form', () => {
    document.body.innerHTML = '<form><input name="fname" value="Bo"><input name="email" value="bo@example.com"><input value="unnamed"></form>';
    const form = document.querySelector('form')!;
    expect(serializeSubscriberInfo(new FormData(form))).toBe('fname=Bo&email=bo%40example.com');
  });
});

describe('mailchimpFields', () => {
  it('sends the serialised form with the list, post and widget ids', () => {
    const markup = { listId: 'abc', successMessage: 'Thanks', postId: '100', widgetId: 'w1' };
    expect(mailchimpFields(markup, 'email=a%40b.co')).toEqual({
      subscriber_info: 'email=a%40b.co',
      list_id: 'abc',
      post_id: '100',
      widget_id: 'w1',
    });
  });
});

describe('mailchimpOutcome', () => {
  it("shows the form's success message on success, the server's msg when the form has none", () => {
    expect(mailchimpOutcome({ status: true, msg: 'Subscribed.' }, 'Thank you!')).toEqual({ ok: true, html: 'Thank you!' });
    expect(mailchimpOutcome({ status: 'true', msg: 'Subscribed.' }, ' ')).toEqual({ ok: true, html: 'Subscribed.' });
  });

  it("shows the server's msg on failure, FAILED_TEXT when there is none or no usable answer", () => {
    expect(mailchimpOutcome({ status: false, msg: 'Refused.' }, 'Thank you!')).toEqual({ ok: false, html: 'Refused.' });
    expect(mailchimpOutcome({ status: false }, 'Thank you!')).toEqual({ ok: false, html: FAILED_TEXT });
    expect(mailchimpOutcome({ status: 1, msg: 'Subscribed.' }, 'Thank you!').ok).toBe(false);
    for (const answer of [null, '0', 42, ['status'], undefined]) {
      expect(mailchimpOutcome(answer, 'Thank you!')).toEqual({ ok: false, html: FAILED_TEXT });
    }
  });
});
