/** The id of a prerendered page's list of scripts: the shell's first-load chunks, then main.js. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * The one inline script of a prerendered page. It starts the app's scripts once the page's own
 * content (text, styles, images above the fold) has loaded and been painted, so they do not share the
 * connection with it, and runs them in order. The server's Content-Security-Policy admits exactly this text, by hash.
 */
export const PAGE_LOADER_SCRIPT =
  '(function(){' +
  `var list=JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent);` +
  // One script per task: asking for each costs the main thread a few milliseconds on a slow phone.
  'function start(){var src=list.shift();if(!src)return;var s=document.createElement("script");' +
  's.src=src;s.async=false;document.head.appendChild(s);setTimeout(start)}' +
  // After the first frame as well: with nothing left to fetch, load can come before the first paint.
  // (A hidden tab draws no frames: there the timer starts them.)
  'var started=false;function once(){if(!started){started=true;start()}}' +
  'function later(){requestAnimationFrame(function(){setTimeout(once)});setTimeout(once,250)}' +
  'if(document.readyState==="complete")later();else addEventListener("load",later,{once:true})' +
  '})()';

/** Where the page's early-event keeper lives (see HELD_EVENTS_SCRIPT). */
export const HELD_EVENTS_GLOBAL = '__heldEvents';

/**
 * The other inline script of a pre-rendered page, first in its head: until React has taken over the
 * part of the page a control is in (the shell's part, or a remote's island), a click on a button, a
 * checkbox or a disclosure and a form's submission are held, not lost (a form would otherwise be
 * sent by the browser itself, its fields in the address). When that part is taken over, its held
 * events happen again, in order. Links and typing need no script and are left alone.
 */
export const HELD_EVENTS_SCRIPT =
  '(function(){var held=[],live=[];' +
  'function scope(t){return t.closest("[data-remote-outlet]")||document.getElementById("root")}' +
  'function waiting(t){var s=t&&t.closest&&scope(t);return s&&live.indexOf(s)<0?s:null}' +
  'addEventListener("submit",function(e){var s=waiting(e.target);if(!s)return;e.preventDefault();' +
  'held.push({scope:s,form:e.target,submitter:e.submitter})},true);' +
  'addEventListener("click",function(e){var c=e.target.closest&&e.target.closest(' +
  '"button,[role=button],summary,input[type=checkbox],input[type=radio]");' +
  'if(!c||(c.type==="submit"&&c.form))return;var s=waiting(c);if(!s)return;' +
  'e.preventDefault();e.stopPropagation();held.push({scope:s,click:c})},true);' +
  `window.${HELD_EVENTS_GLOBAL}={live:function(s){live.push(s);` +
  'var now=held.filter(function(h){return h.scope===s});held=held.filter(function(h){return h.scope!==s});' +
  'now.forEach(function(h){var t=h.click||h.form;if(!s.contains(t))return;if(h.click)t.click();' +
  'else t.requestSubmit(h.submitter&&h.submitter.form===t?h.submitter:undefined)})}}})()';
