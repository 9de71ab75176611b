/** The id of a prerendered page's list of scripts: the shell's first-load chunks, then main.js. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * The one inline script of a prerendered page. It starts the app's scripts once the page's own
 * content (text, styles, images above the fold) has loaded, so they do not share the connection with
 * it, and runs them in order. The server's Content-Security-Policy admits exactly this text, by hash.
 */
export const PAGE_LOADER_SCRIPT =
  '(function(){' +
  `var list=JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent);` +
  'function start(){list.forEach(function(src){var s=document.createElement("script");' +
  's.src=src;s.async=false;document.head.appendChild(s)})}' +
  'if(document.readyState==="complete")start();else addEventListener("load",start,{once:true})' +
  '})()';
