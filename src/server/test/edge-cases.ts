/**
 * What a hostile or broken client puts at the edges of a request (path parameters, dates,
 * query strings, headers), for security/request-edges.property.test.ts. Each value is as sent on the
 * wire: a character is one byte (latin1), so `%`-errors, raw UTF-8 and bytes that are not UTF-8 stay.
 */

/** Raw UTF-8 bytes of a text, one character per byte, as a client that does not percent-encode sends it. */
export const rawUtf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1')

/** Path parameters: too long, not UTF-8, broken %-encoding, dot segments, empty, SQL, numbers, names of JS internals. */
export const PATH_SEGMENTS: readonly string[] = [
  'a'.repeat(64), 'a'.repeat(65), 'a'.repeat(100), 'a'.repeat(101), '9'.repeat(1000), 'x'.repeat(12_000),
  '', ' ', '%20', '%09', '%0A', '%0D%0A', '..', '.', '%2e%2e', '%2E', '..%2F..%2Fetc%2Fpasswd', '..\\..\\windows', 'a/../b', 'a%2Fb', '%2F',
  '%00', 'a%00', '%', '%%', '%G0', '%FF', '%C0%80', '%ED%A0%80', '%E2%82', '%F4%90%80%80', '%25', '%2500',
  rawUtf8('ñandú'), rawUtf8('😀'), '\xff', '%F0%9F%98%80', '%E2%80%AE', '%EF%BB%BF',
  "'%20OR%201=1--", "1'--", '1;DROP%20TABLE%20students', '1%20UNION%20SELECT%201', '$ne', '{{7*7}}', '%3Cscript%3E',
  '0', '1', '-1', '1.5', '1e308', '99999999999999999999', '0x10', 'NaN', 'Infinity', 'null', 'undefined', 'true',
  '__proto__', 'constructor', 'prototype', 'hasOwnProperty', '_', '-', '--', 'DEMO', 'demo', 'a_b-c',
]

/** Far and impossible dates, dates with times and offsets, words, numbers, other calendars' digits, injections. */
export const DATE_VALUES: readonly string[] = [
  '0001-01-01', '0099-12-31', '0100-01-01', '1899-12-31', '1969-12-31', '1970-01-01', '1999-12-31', '2000-01-01', '2099-12-31', '2100-01-01',
  '9999-12-31', '0000-00-00', '+275760-09-13', '-000001-01-01', '+002030-03-04',
  '2030-02-29', '2030-02-30', '2032-02-29', '2030-04-31', '2030-13-01', '2030-00-10', '2030-12-00', '2030-12-32', '2030-1-5', '2030-03-4',
  '', ' ', 'today', 'yesterday', 'now', 'null', 'undefined', 'NaN', '-1', '0', '1e309', 'Infinity', 'true', '[]', '{}',
  '2030-03-04T09:00', '2030-03-04T09:00:00Z', '2030-03-04T23:59:59.999+14:00', '2030-03-04T00:00:00-12:00', '2030-03-04 09:00', '2030-03-04Z',
  ' 2030-03-04 ', '\t2030-03-04', '20300304', '2030/03/04', '04-03-2030', '03/04/2030', '2030-W10', '2030-03', '2030', '2030-063',
  '2030-03-04\u0000', '2030-03-04\n', '２０３０-０３-０４', '٢٠٣٠-٠٣-٠٤', '2030‐03‐04', '2030-03-04\u202E', '\uD800', '😀',
  "2030-03-04' OR '1'='1", '2030-03-04;DROP TABLE students', '9'.repeat(3000), '2030-03-04'.repeat(300),
]

/** A date each route takes: the other end of a range, and what a case leaves as it is. */
export const GOOD_DATE = '2030-03-01'
/** Two ends of a range together: reversed, equal, as long as the range allows, and beyond. */
export const DATE_PAIRS: readonly [from: string, to: string][] = [
  ['2030-03-04', '2030-03-01'], ['2030-03-04', '2030-03-04'], ['2000-01-01', '2099-12-31'], ['2029-03-04', '2030-03-04'],
  ['2030-03-04T00:00', '2030-03-05'], ['0001-01-01', '9999-12-31'], ['', ''], ['2030-02-30', '2030-02-31'],
]

/** Query strings of odd shapes, as sent: empty pairs, brackets, prototypes, repeats, huge numbers, raw bytes. */
export const QUERY_STRINGS: readonly string[] = [
  '&', '&&&=&', '=', '==', 'a', '?', '??a=1', '__proto__[x]=1', 'constructor[prototype][x]=1', 'a[b][c]=1', 'page=1&page=2',
  'pageSize=-1', 'pageSize=1e9', 'page=99999999999999999999', 'page=0x10', `q=${'x'.repeat(12_000)}`, `${'k'.repeat(2000)}=1`,
  Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&'), '%=%', 'a=%ZZ', 'q=%00', 'q=\xff', `q=${rawUtf8('ñandú😀')}`, 'q=a+b%20c',
]

/** A header in the request as sent: name and value, each a string of bytes. */
export type Header = [name: string, value: string]

const many = (count: number, make: (i: number) => string, separator: string) => Array.from({ length: count }, (_, i) => make(i)).join(separator)

/**
 * Headers Node's parser takes (printable bytes, under its 16 KB in all) with values the app must read
 * safely: cookies, credentials, languages, content types, cache validators, ranges, proxies, origins.
 */
export const HEADER_CASES: readonly Header[][] = [
  ...[
    '', ';', '=;=;=', 'rollcall_session=', 'rollcall_session=garbage', `rollcall_session=${'a'.repeat(6000)}`, 'rollcall_session=%ZZ%',
    'rollcall_session="unterminated', 'rollcall_session=\xff\xfe', 'rollcall_session=a; rollcall_session=b', 'rollcall_school=../../etc',
    `rollcall_school=${'x'.repeat(300)}`, 'rollcall_school=xn--80ak6aa92e', 'rollcall_school=%00', 'rollcall_district=garbage',
    'rollcall-lang=zz', 'rollcall-lang=__proto__', '__proto__=1; constructor=2; toString=3', many(400, (i) => `c${i}=${i}`, '; '),
  ].map((value): Header[] => [['cookie', value]]),
  ...[
    'Bearer', 'Bearer ', 'Bearer    ', 'Bearer garbage', `Bearer ${'a'.repeat(8000)}`, 'bearer rollcall_district_x', 'BEARER x', 'Bearer \xff\xfe',
    'Bearer %00', 'Bearer a b c', 'Bearer rollcall_', 'Basic dXNlcjpwYXNz', 'Basic', 'Digest username="x"', 'Token x', ',', '\xff',
  ].map((value): Header[] => [['authorization', value]]),
  ...[
    '', '*', 'zz', 'id', 'id-ID,id;q=0.9', 'en;q=abc', ',,,,', ';q=1', 'x'.repeat(8000), '\xff\xfe', many(800, () => 'id;q=1', ','), '__proto__',
  ].map((value): Header[] => [['accept-language', value]]),
  ...[
    'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json;;;', 'application/json; boundary=',
    'text/plain', 'multipart/form-data; boundary=----x', 'multipart/form-data', 'application/x-www-form-urlencoded', 'text/csv', 'image/png',
    'application/zip', '', 'x'.repeat(5000), 'application/json\xff', '*/*', 'application/json, text/csv', '/', 'application/',
  ].map((value): Header[] => [['content-type', value]]),
  ...['*', 'W/"x"', `"${'a'.repeat(5000)}"`, ',,,', '\xff', '"', 'W/'].map((value): Header[] => [['if-none-match', value]]),
  ...['garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Sat, 13 Sep 275760 00:00:00 GMT', '0', '-1'].map((value): Header[] => [['if-modified-since', value]]),
  ...['bytes=0-0', 'bytes=abc', 'bytes=-1', many(500, (i) => `${i}-${i}`, ','), 'bytes=99999999999999999999-', 'lines=1-2'].map((value): Header[] => [['range', value]]),
  ...['text/event-stream', '*/*;q=abc', 'application/xml', 'x'.repeat(5000), ''].map((value): Header[] => [['accept', value]]),
  ...['br;q=abc', 'gzip, gzip, gzip', '*', 'identity;q=0', 'x'.repeat(5000)].map((value): Header[] => [['accept-encoding', value]]),
  ...['garbage', '999.999.999.999', '::::', 'a'.repeat(8000), many(500, (i) => `10.0.${i % 256}.1`, ', '), '\xff', ', , ,'].map((value): Header[] => [['x-forwarded-for', value]]),
  ...['evil.example', '', 'a'.repeat(3000), '[::1', 'demo.rollcall.test:abc'].map((value): Header[] => [['x-forwarded-host', value]]),
  ...['gopher', '', 'https, http', 'x'.repeat(3000)].map((value): Header[] => [['x-forwarded-proto', value]]),
  ...['for=', 'for="[::1', 'a'.repeat(3000)].map((value): Header[] => [['forwarded', value]]),
  ...[
    'demo.rollcall.test', 'nope.rollcall.test', `${'a'.repeat(300)}.rollcall.test`, 'xn--80ak6aa92e.rollcall.test', '..rollcall.test',
    'rollcall.test', '.rollcall.test', '[::1]:99999', 'demo.rollcall.test:abc', 'DEMO.ROLLCALL.TEST.', '%00.rollcall.test', 'a'.repeat(5000), '\xff',
  ].map((value): Header[] => [['host', value]]),
  ...['null', 'garbage', 'http://[', 'http://evil.example', 'x'.repeat(5000), 'http://localhost', '\xff'].map((value): Header[] => [['origin', value]]),
  ...['cross-site', 'same-site', 'garbage', '', 'same-origin, cross-site'].map((value): Header[] => [['sec-fetch-site', value]]),
  ...['', 'x'.repeat(8000), '\xff\xfe', 'sqlmap/1.0', "' OR 1=1 --"].map((value): Header[] => [['user-agent', value]]),
  ...['0', '-1', 'abc', '99999999999999999999'].map((value): Header[] => [['content-length', value]]),
  [['transfer-encoding', 'gzip, chunked']],
  [['expect', '100-continue']],
  [['expect', 'garbage']],
  [['x-http-method-override', 'DELETE']],
  many(1000, (i) => `x-h${i}`, ',').split(',').map((name): Header => [name, '1']),
]

/** Headers past Node's 16 KB, or that fill it: a 431 in the API's shape, each over a real socket. */
export const OVERSIZED_HEADERS: readonly Header[][] = [
  ...['cookie', 'authorization', 'accept-language', 'content-type', 'if-none-match', 'x-forwarded-for', 'user-agent', 'host', 'origin', 'x-padding']
    .flatMap((name) => [17_000, 70_000].map((size): Header[] => [[name, name === 'authorization' ? `Bearer ${'a'.repeat(size)}` : 'a'.repeat(size)]])),
  many(3000, (i) => `x-h${i}`, ',').split(',').map((name): Header => [name, '123456']),
  many(100, (i) => `c${i}`, ',').split(',').map((name): Header => ['cookie', `${name}=${'v'.repeat(200)}`]),
]

/**
 * Requests Node's parser refuses or reads its own way, as whole bytes: control bytes in a header, a bare CR, a
 * folded line, names that are not tokens, lengths that disagree, unknown methods and versions, absolute and
 * asterisk forms. `{path}` is replaced by a route's address. Each must be a 4xx in the API's shape, or a 2xx.
 */
export const RAW_REQUESTS: readonly string[] = [
  'GET {path} HTTP/1.1\r\nHost: localhost\r\nX-A: a\x00b\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.1\r\nHost: localhost\r\nX-A: a\rb\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.1\r\nHost: localhost\r\nX-A: a\r\n b\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.1\r\nHost: localhost\r\nX A: b\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.1\r\nHost: localhost\r\nX(A): b\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.1\r\nHost: localhost\r\n: b\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.1\r\nHost: localhost\r\nCookie: a=\x01\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer \x7f\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.1\nHost: localhost\nConnection: close\n\n',
  'GET {path} HTTP/1.1\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/1.0\r\n\r\n',
  'GET {path} HTTP/2.0\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET {path} HTTP/9.9\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET {path}\r\n\r\n',
  'GE T {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'get {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'FOO {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'TRACE {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET http://evil.example{path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET //evil.example{path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET {path}#frag HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET {path}?a=b c HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET {path}\x00 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}',
  'POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
  'POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
  'POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nfffffffffffffffff\r\n{}\r\n0\r\n\r\n',
  'POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 99999999999999999999\r\nConnection: close\r\n\r\n{}',
  'POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: -2\r\nConnection: close\r\n\r\n{}',
  'POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n{}',
  'POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
]
