/**
 * A corpus of hostile HTML for the promotions browser test (DESIGN rule 12, issue 15): script
 * tags, event handlers, javascript: / data: / vbscript: URLs, SVG and MathML tricks, mutation-XSS
 * shapes of the kind DOMPurify's own test cases collect (namespace confusion, noscript / style /
 * comment / textarea breakouts, DOM clobbering), CSS expressions and page-covering styles. Every
 * payload that could run calls window.__xss(n), so an execution is counted, whatever path it took.
 */
const run = (n: number) => `__xss(${n})`;

export const HOSTILE_HTML: string[] = [
  // script elements, however spelled
  `<script>${run(1)}</script>`,
  `<SCRIPT SRC="data:text/javascript,${run(2)}"></SCRIPT>`,
  `<script/x>${run(3)}</script>`,
  `<scr<script>ipt>${run(4)}</scr</script>ipt>`,
  `<div id="x"><script xmlns="http://www.w3.org/1999/xhtml">${run(5)}</script></div>`,
  // event handlers
  `<img src=x onerror=${run(6)}>`,
  `<img src="x" onerror="${run(7)}" alt="promo">`,
  `<body onload=${run(8)}>`,
  `<div onmouseover="${run(9)}" style="position:absolute;inset:0">hover</div>`,
  `<input autofocus onfocus=${run(10)}>`,
  `<details open ontoggle=${run(11)}><summary>x</summary></details>`,
  `<video><source onerror="${run(12)}"></video>`,
  `<audio src=x onerror=${run(13)}></audio>`,
  `<marquee onstart=${run(14)}>moving</marquee>`,
  `<div style="animation-name:x" onanimationstart="${run(15)}"></div><style>@keyframes x{}</style>`,
  `<select autofocus onfocus=${run(16)}><option>a</option></select>`,
  `<img src=x id/=' onerror=${run(17)}//'>`,
  `<div onclick=${run(18)}><form onsubmit=${run(19)}><input onfocus=${run(20)} name=parentNode>123</form></div>`,
  // URLs
  `<a href="javascript:${run(21)}">click</a>`,
  `<a href="JaVaScRiPt:${run(22)}">click</a>`,
  `<a href="java&#x09;script:${run(23)}">tab</a>`,
  `<a href="&#x01;javascript:${run(24)}">control</a>`,
  `<a href="\u2028javascript:${run(25)}">line separator</a>`,
  `<a href="data:text/html,<script>${run(26)}</script>">data</a>`,
  `<a href="vbscript:msgbox(1)">vb</a>`,
  `<iframe src="javascript:parent.${run(27)}"></iframe>`,
  `<iframe srcdoc="<script>parent.${run(28)}</script>"></iframe>`,
  `<object data="javascript:${run(29)}"></object>`,
  `<embed src="data:text/html,<script>parent.${run(30)}</script>">`,
  `<form action="javascript:${run(31)}"><button>go</button></form>`,
  `<button formaction="javascript:${run(32)}">go</button>`,
  `<img src="javascript:${run(33)}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${run(34)}">`,
  `<base href="javascript://"><a href="/. /,${run(35)}//#">base</a>`,
  `<table background="javascript:${run(36)}"></table>`,
  // SVG and MathML
  `<svg onload=${run(37)}>`,
  `<svg><script>${run(38)}</script></svg>`,
  `<svg><a xlink:href="javascript:${run(39)}"><text x="20" y="20">svg link</text></a></svg>`,
  `<svg><animate onbegin=${run(40)} attributeName=x dur=1s>`,
  `<svg><set attributeName="onmouseover" to="${run(41)}"/></svg>`,
  `<svg><foreignObject><img src=x onerror=${run(42)}></foreignObject></svg>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${run(43)}">m</maction></math>`,
  `<math href="javascript:${run(44)}">math link</math>`,
  // mutation XSS: markup that changes meaning when parsed again
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run(45)}>`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${run(46)}&gt;">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${run(47)}>">`,
  `<noscript><p title="</noscript><img src=x onerror=${run(48)}>">`,
  `<b><noscript><!-- </noscript><img src=x onerror=${run(49)} --></noscript>`,
  `<textarea>x</textarea><!--</textarea><img src=x onerror=${run(50)}>-->`,
  `<listing>&lt;img onerror="${run(51)}" src=x&gt;<t t></listing>`,
  `<b><style><style/><img src=x onerror=${run(52)}>`,
  `<option><style></option></select><b><img src=x onerror=${run(53)}></style></option>`,
  `<template><s><template><s><img src=x onerror=${run(54)}>t</s></template></s></template>`,
  `<!--<img src="--><img src=x onerror=${run(55)}//">`,
  `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${run(56)}//"></svg>`,
  `<div id="40"><style><img src="</style><img src=x onerror=${run(57)}//">`,
  // DOM clobbering
  `<img name=getElementById src=x><form name=cookie></form><a id=location href="#">clobber</a>`,
  `<img src=x name=createElement><img src=y id=createElement>`,
  // CSS
  `<div style="background:url(javascript:${run(58)})">css url</div>`,
  `<div style="width:expression(${run(59)})">expression</div>`,
  `<style>@import "data:,*%7bx:expression(${run(60)})%7D";</style>`,
  `<link rel=stylesheet href="data:,*%7bx:expression(${run(61)})%7d">`,
  `<div style="position:fixed;inset:0;z-index:2147483647;background:red">cover the page</div>`,
  // plain text that only looks dangerous, and a safe link that must keep working
  `&lt;script&gt;${run(62)}&lt;/script&gt; is only text`,
  `<p>Safe <a href="/m/rewardCenter">rewards</a> and <a href="https://example.com/terms">terms</a></p>`,
];

/** Hostile banner URLs (§5): none may run or leave the app by any route but an http(s) link. */
export const HOSTILE_URLS: string[] = [
  `javascript:${run(101)}`,
  ` javascript:${run(102)}`,
  `java\tscript:${run(103)}`,
  `data:text/html,<script>${run(104)}</script>`,
  `vbscript:${run(105)}`,
  `//evil.example/m/home`,
  `/m/home" onclick="${run(106)}`,
  `/\\evil.example`,
];
