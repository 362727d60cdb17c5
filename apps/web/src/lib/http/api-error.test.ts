import { describe, expect, it } from 'vitest';
import { ApiError, withoutFieldPaths } from './api-error';
import { describeApiError } from './error-toast';

const refused = (message: string) =>
  new ApiError({ kind: 'http', status: 400, message: `400: ${message}`, body: { message } });

describe('server messages as people read them', () => {
  it('drops the field path the server puts before a refused field', () => {
    expect(refused('body/goalAmount: Goal amount must be at least 10').serverMessage).toBe(
      'Goal amount must be at least 10',
    );
    expect(refused('body/endDate: End date must be within 90 days').serverMessage).toBe(
      'End date must be within 90 days',
    );
  });

  it('drops every path of several issues, nested and whole-body ones too', () => {
    expect(
      withoutFieldPaths(
        'body/title: Title is required; body/links/0/url: Invalid URL; body: Unrecognized key: "x"',
      ),
    ).toBe('Title is required; Invalid URL; Unrecognized key: "x"');
    expect(withoutFieldPaths('querystring/page: Too small')).toBe('Too small');
  });

  it('leaves sentences without a path alone, colons included', () => {
    expect(withoutFieldPaths('Campaign not found')).toBe('Campaign not found');
    expect(withoutFieldPaths('Rate limit exceeded: retry in 5 seconds')).toBe(
      'Rate limit exceeded: retry in 5 seconds',
    );
    expect(withoutFieldPaths('Somebody: wrote this')).toBe('Somebody: wrote this');
  });

  it('shows only the sentence in the Invalid Request toast, and keeps the raw body', () => {
    const error = refused('body/goalAmount: Goal amount must be at least 10');
    expect(describeApiError(error).description).toBe('Goal amount must be at least 10');
    expect(error.body).toEqual({ message: 'body/goalAmount: Goal amount must be at least 10' });
  });
});
