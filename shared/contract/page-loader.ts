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
 * Set on the shell's #root and on each remote's outlet once React has hydrated it and run its
 * effects (what a field typed into early was given, Formik's own start-up): from then on its controls
 * are React's. Props on an element are not enough: React attaches them while it hydrates, before any
 * effect has run, and a form sent in between was refused as empty (its typed values not yet taken in).
 */
export const LIVE_ATTRIBUTE = 'data-live';

/** Marks a link whose plain click the page's code handles: held until then, like a button's. */
export const HOLD_CLICK_ATTRIBUTE = 'data-hold-click';

/**
 * The other inline script of a pre-rendered page, first in its head: until React has taken over the
 * element a control is (React has attached its props to it and its part is live, LIVE_ATTRIBUTE), a
 * click on a button, a checkbox or a disclosure, a file chosen and a form's submission are held, not
 * lost (a form would otherwise be sent by the browser itself), and happen again, in order, once it has.
 * So is a plain click on a link marked `data-hold-click` (HOLD_CLICK_ATTRIBUTE), one the page's code
 * handles itself (a thumbnail that opens a dialog); without scripts it stays a link. Other links and
 * typing need no script and are left alone. It also notes which parts of the page (the shell's, or a
 * remote's island) were touched, focused or typed in meanwhile, so that a part taken over at first
 * use starts at once, and which fields were left (blurred), so that they count as touched.
 */
export const HELD_EVENTS_SCRIPT =
  '(function(){var held=[],touched=[],left=[],timer=0;' +
  // Only the page's own parts: a third party's button elsewhere (a chat launcher) is never held.
  'function scope(t){return t.closest("#root")&&(t.closest("[data-remote-outlet]")||document.getElementById("root"))}' +
  // React marks each element it has taken over with its props, under a key of this prefix; its part
  // says when it is live.
  'function taken(t){var s=scope(t);return !!s&&s.hasAttribute("' +
  LIVE_ATTRIBUTE +
  '")&&Object.keys(t).some(function(k){return k.indexOf("__reactProps")===0})}' +
  '["pointerdown","touchstart","keydown","focusin","change"].forEach(function(type){' +
  'addEventListener(type,function(e){var t=e.target;if(!t||!t.closest||taken(t))return;' +
  'var s=scope(t);if(s&&touched.indexOf(s)<0)touched.push(s)},true)});' +
  'addEventListener("focusout",function(e){var t=e.target;' +
  'if(t&&t.closest&&!taken(t)&&scope(t)&&left.indexOf(t)<0)left.push(t)},true);' +
  // An event whose element never comes to life (replaced, or its part failed) is dropped after 10 s.
  'function replay(){var now=held.filter(function(h){return taken(h.target)});' +
  'held=held.filter(function(h){return !taken(h.target)&&h.target.isConnected&&Date.now()-h.at<1e4});' +
  'if(!held.length){clearInterval(timer);timer=0}' +
  'now.forEach(function(h){var t=h.target;if(!t.isConnected)return;if(h.type==="click")t.click();' +
  'else if(h.type==="change")t.dispatchEvent(new Event("change",{bubbles:true}));' +
  'else t.requestSubmit(h.submitter&&h.submitter.form===t?h.submitter:undefined)})}' +
  'function hold(h){h.at=Date.now();held.push(h);if(!timer)timer=setInterval(replay,50)}' +
  // Held events go no further: React, already listening at the root while it hydrates, would act on
  // them before the part is live, and again at the replay.
  'addEventListener("submit",function(e){var f=e.target;if(taken(f)||!scope(f))return;' +
  'e.preventDefault();e.stopPropagation();' +
  'hold({type:"submit",target:f,submitter:e.submitter})},true);' +
  'addEventListener("click",function(e){var c=e.target.closest&&e.target.closest(' +
  `"button,[role=button],summary,input[type=checkbox],input[type=radio],a[${HOLD_CLICK_ATTRIBUTE}]");` +
  'if(!c||(c.type==="submit"&&c.form)||taken(c)||!scope(c))return;' +
  // A link opened in a new tab or window (a modifier held) is the browser's to open.
  'if(c.tagName==="A"&&(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))return;' +
  'e.preventDefault();e.stopPropagation();' +
  'hold({type:"click",target:c})},true);' +
  'addEventListener("change",function(e){var t=e.target;if(t.type!=="file"||taken(t)||!scope(t))return;' +
  'e.stopPropagation();hold({type:"change",target:t})},true);' +
  `window.${HELD_EVENTS_GLOBAL}={touched:function(s){return touched.indexOf(s)>=0},` +
  'left:function(t){return left.indexOf(t)>=0}}})()';
