import { describe, expect, it } from 'vitest';
import {
  FAILED_TEXT,
  additionalFields,
  instanceData,
  isValidEmail,
  redirectTarget,
  subscribePayload,
  subscribeResponse,
} from '../../../../src/widgets/subscribe-form/logic';
import { subscribeFormSchema } from '../../../../src/widgets/subscribe-form/settings';

describe('isValidEmail', () => {
  it('accepts standard addresses, surrounding spaces trimmed', () => {
    for (const email of ['ann@example.com', 'ann.lee+news@mail.example.co.uk', " o'neil@ex-ample.org ", 'A_B@EXAMPLE.IO']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const email of ['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann@@example.com', 'ann @example.com',
      'ann@example.c', 'ann@-example.com', 'ann@example-.com', 'ann..lee@example.com', '.ann@example.com',
      'ann@example..com', `${'a'.repeat(250)}@example.com`, 'ann@exa_mple.com']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});

describe('subscribePayload', () => {
  it('sends the switcher as yes and its list when the target list is used', () => {
    expect(subscribePayload({ use_target_list_id: true, target_list_id: '7' }, ' ann@example.com ', { placement: 'footer' }, { first_name: 'Ann' })).toEqual({
      email: 'ann@example.com',
      use_target_list_id: 'yes',
      target_list_id: '7',
      data: { placement: 'footer' },
      additional: { first_name: 'Ann' },
    });
  });

  it('sends false and no list when it is not', () => {
    const payload = subscribePayload({ use_target_list_id: false, target_list_id: '7' }, 'a@b.co', {}, {});
    expect(payload.use_target_list_id).toBe(false);
    expect(payload.target_list_id).toBe('');
  });
});

describe('additionalFields', () => {
  it('takes every named string field but the mail field; the last of a repeated name wins', () => {
    const entries: [string, FormDataEntryValue][] = [
      ['email', 'a@b.co'],
      ['first_name', 'Ann'],
      ['topic', 'news'],
      ['topic', 'design'],
      ['cv', new File(['x'], 'cv.txt')],
    ];
    expect(additionalFields(entries, 'email')).toEqual({ first_name: 'Ann', topic: 'design' });
  });
});

describe('instanceData', () => {
  it('parses an object and refuses the rest', () => {
    expect(instanceData('{"placement":"footer"}')).toEqual({ placement: 'footer' });
    for (const raw of [undefined, '', '{bad', '[1,2]', 'null', '"text"']) expect(instanceData(raw), String(raw)).toEqual({});
  });
});

describe('subscribeResponse', () => {
  it('keeps the type as a class-safe word and the message', () => {
    expect(subscribeResponse({ type: 'success', message: 'Thanks!' })).toEqual({ type: 'success', message: 'Thanks!' });
    expect(subscribeResponse({ type: 'warning', message: 'Check your inbox' })).toEqual({ type: 'warning', message: 'Check your inbox' });
  });

  it('makes anything else an error, with FAILED_TEXT when there is no message', () => {
    expect(subscribeResponse({ type: 'x" onclick="y', message: 'Hi' })).toEqual({ type: 'error', message: 'Hi' });
    expect(subscribeResponse({ type: 'error' })).toEqual({ type: 'error', message: FAILED_TEXT });
    expect(subscribeResponse({ type: 'success', message: '  ' })).toEqual({ type: 'success', message: '' });
    for (const answer of [null, '0', 7, [], undefined]) expect(subscribeResponse(answer)).toEqual({ type: 'error', message: FAILED_TEXT });
  });
});

describe('redirectTarget', () => {
  const base = 'https://site.test/news/';
  it('resolves relative and http(s) addresses', () => {
    expect(redirectTarget('/thanks/', base)).toBe('https://site.test/thanks/');
    expect(redirectTarget('?subscribed=1#thanks', base)).toBe('https://site.test/news/?subscribed=1#thanks');
    expect(redirectTarget(' http://other.test/a ', base)).toBe('http://other.test/a');
  });

  it('refuses empty, # and other schemes', () => {
    for (const url of ['', '  ', '#', 'javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'mailto:a@b.co', 'http://[bad']) {
      expect(redirectTarget(url, base), url).toBeNull();
    }
  });
});

describe('subscribeFormSchema', () => {
  const parse = (raw: Record<string, unknown>) => subscribeFormSchema.parse(raw, 'desktop', {} as never);
  it("reads the page builder's switchers and gives the default invalid text", () => {
    const { value, problems } = parse({ use_target_list_id: 'yes', target_list_id: '7', redirect: 'yes', redirect_url: '/thanks/' });
    expect(value).toEqual({
      use_target_list_id: true,
      target_list_id: '7',
      redirect: true,
      redirect_url: '/thanks/',
      invalid_mail_message: 'Please specify a valid email',
    });
    expect(problems).toEqual([]);
  });

  it('falls back to the defaults with a problem for bad values', () => {
    const { value, problems } = parse({ redirect: 'maybe', target_list_id: { id: 7 } });
    expect(value.redirect).toBe(false);
    expect(value.target_list_id).toBe('');
    expect(problems).toHaveLength(2);
  });
});
