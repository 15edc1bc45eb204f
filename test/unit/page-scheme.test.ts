import { describe, expect, test } from 'vitest';
import { pageScheme } from '@/lib/page/page-scheme';

describe('pageScheme in a DOM', () => {
  test('reads the first painted background up the tree', () => {
    document.body.innerHTML = '<div id="page" style="background-color: rgb(51, 51, 51)"><p id="text">x</p></div><p id="plain">y</p>';
    document.body.style.backgroundColor = 'rgb(255, 255, 255)';
    expect(pageScheme(document.getElementById('text')!)).toBe('dark');
    expect(pageScheme(document.getElementById('plain')!)).toBe('light');
  });
});
