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
