import { createHash } from 'node:crypto'

/**
 * A rendered page's scripts start after its first paint (ADR 038). The page needs no script to be
 * seen, so its scripts (the entry, the chunks' modulepreload tags) wait in an inert <template> and
 * this inline script puts them into the document once the browser has painted: on a slow network the
 * stylesheet and the markup then have the line to themselves, and the phone's first paint does not
 * wait for ~250 KB of JavaScript it does not need yet. They go in one per task, in order. They start when the browser reports the first
 * contentful paint (Paint Timing), two frames on where it cannot, and after a second in any case (a tab
 * opened in the background paints nothing).
 *
 * Inline, so that it costs no request before the paint; the Content-Security-Policy allows exactly
 * this text by its hash (security-headers.ts), and still no other inline script.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'rollcall-after-paint'

export const SCRIPTS_AFTER_PAINT =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  `var t=document.getElementById('${AFTER_PAINT_TEMPLATE_ID}');if(!t)return;` +
  "var nodes=Array.prototype.slice.call(t.content.querySelectorAll('link')).concat(Array.prototype.slice.call(t.content.querySelectorAll('script')));" +
  // One element a task, in order: the browser's work on each (a request started, a module graph begun) is then
  // never one long task of them all, which on a cheap phone held the first tap for a tenth of a second.
  "var k=0,next=typeof MessageChannel=='function'?new MessageChannel():null;" +
  'function step(){var n=nodes[k++];if(!n)return;var e=document.createElement(n.tagName.toLowerCase());' +
  'for(var i=0;i<n.attributes.length;i++)e.setAttribute(n.attributes[i].name,n.attributes[i].value);document.head.appendChild(e);' +
  'if(next)next.port2.postMessage(0);else setTimeout(step,0)}' +
  'if(next)next.port1.onmessage=step;step()}' +
  // Once the browser reports the first contentful paint (shown on screen, not only drawn); where it cannot
  // say, two frames on; and after a second whatever happens (a tab in the background paints nothing).
  "try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}});" +
  "o.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(start)})}" +
  'setTimeout(start,1000)})()'

/** The CSP source that allows SCRIPTS_AFTER_PAINT, and only it. */
export const SCRIPTS_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_PAINT).digest('base64')}'`

/** The scripts and hints, held back until the first paint. */
export function afterPaint(scriptsAndHints: string): string {
  return `<template id="${AFTER_PAINT_TEMPLATE_ID}">${scriptsAndHints}</template><script>${SCRIPTS_AFTER_PAINT}</script>`
}
