/**
 * Two tables of names fixed by Adobe's specifications: CFF's 391 standard strings (Technical Note
 * #5176, Appendix A), whose index is the string id a CFF charset uses without spelling the name
 * out, and Type 1's StandardEncoding (PostScript Language Reference, Appendix E), which seac
 * accents and a font with `/Encoding StandardEncoding` go through.
 */
const ISO_ADOBE = `.notdef space exclam quotedbl numbersign dollar percent ampersand quoteright parenleft
parenright asterisk plus comma hyphen period slash zero one two three four five six seven eight nine colon
semicolon less equal greater question at A B C D E F G H I J K L M N O P Q R S T U V W X Y Z bracketleft
backslash bracketright asciicircum underscore quoteleft a b c d e f g h i j k l m n o p q r s t u v w x y z
braceleft bar braceright asciitilde exclamdown cent sterling fraction yen florin section currency
quotesingle quotedblleft guillemotleft guilsinglleft guilsinglright fi fl endash dagger daggerdbl
periodcentered paragraph bullet quotesinglbase quotedblbase quotedblright guillemotright ellipsis
perthousand questiondown grave acute circumflex tilde macron breve dotaccent dieresis ring cedilla
hungarumlaut ogonek caron emdash AE ordfeminine Lslash Oslash OE ordmasculine ae dotlessi lslash oslash oe
germandbls onesuperior logicalnot mu trademark Eth onehalf plusminus Thorn onequarter divide brokenbar
degree thorn threequarters twosuperior registered minus eth multiply threesuperior copyright Aacute
Acircumflex Adieresis Agrave Aring Atilde Ccedilla Eacute Ecircumflex Edieresis Egrave Iacute Icircumflex
Idieresis Igrave Ntilde Oacute Ocircumflex Odieresis Ograve Otilde Scaron Uacute Ucircumflex Udieresis
Ugrave Yacute Ydieresis Zcaron aacute acircumflex adieresis agrave aring atilde ccedilla eacute ecircumflex
edieresis egrave iacute icircumflex idieresis igrave ntilde oacute ocircumflex odieresis ograve otilde
scaron uacute ucircumflex udieresis ugrave yacute ydieresis zcaron`;

const EXPERT = `exclamsmall Hungarumlautsmall dollaroldstyle dollarsuperior ampersandsmall Acutesmall
parenleftsuperior parenrightsuperior twodotenleader onedotenleader zerooldstyle oneoldstyle twooldstyle
threeoldstyle fouroldstyle fiveoldstyle sixoldstyle sevenoldstyle eightoldstyle nineoldstyle commasuperior
threequartersemdash periodsuperior questionsmall asuperior bsuperior centsuperior dsuperior esuperior
isuperior lsuperior msuperior nsuperior osuperior rsuperior ssuperior tsuperior ff ffi ffl parenleftinferior
parenrightinferior Circumflexsmall hyphensuperior Gravesmall Asmall Bsmall Csmall Dsmall Esmall Fsmall
Gsmall Hsmall Ismall Jsmall Ksmall Lsmall Msmall Nsmall Osmall Psmall Qsmall Rsmall Ssmall Tsmall Usmall
Vsmall Wsmall Xsmall Ysmall Zsmall colonmonetary onefitted rupiah Tildesmall exclamdownsmall centoldstyle
Lslashsmall Scaronsmall Zcaronsmall Dieresissmall Brevesmall Caronsmall Dotaccentsmall Macronsmall
figuredash hypheninferior Ogoneksmall Ringsmall Cedillasmall questiondownsmall oneeighth threeeighths
fiveeighths seveneighths onethird twothirds zerosuperior foursuperior fivesuperior sixsuperior
sevensuperior eightsuperior ninesuperior zeroinferior oneinferior twoinferior threeinferior fourinferior
fiveinferior sixinferior seveninferior eightinferior nineinferior centinferior dollarinferior
periodinferior commainferior Agravesmall Aacutesmall Acircumflexsmall Atildesmall Adieresissmall
Aringsmall AEsmall Ccedillasmall Egravesmall Eacutesmall Ecircumflexsmall Edieresissmall Igravesmall
Iacutesmall Icircumflexsmall Idieresissmall Ethsmall Ntildesmall Ogravesmall Oacutesmall Ocircumflexsmall
Otildesmall Odieresissmall OEsmall Oslashsmall Ugravesmall Uacutesmall Ucircumflexsmall Udieresissmall
Yacutesmall Thornsmall Ydieresissmall 001.000 001.001 001.002 001.003 Black Bold Book Light Medium Regular
Roman Semibold`;

/** CFF string id → name, for the 391 standard strings. */
export const CFF_STANDARD_STRINGS: readonly string[] = `${ISO_ADOBE} ${EXPERT}`.split(/\s+/);

/** Name → CFF standard string id. */
export const CFF_STANDARD_SID: ReadonlyMap<string, number> = new Map(CFF_STANDARD_STRINGS.map((name, sid) => [name, sid]));

/** StandardEncoding: code → glyph name ('' where the code is unused). */
export const STANDARD_ENCODING: readonly string[] = (() => {
  const codes: string[] = Array<string>(256).fill('');
  // 32..126: the ISO Adobe names from 'space' to 'asciitilde', in order (quoteright at 39, quoteleft at 96).
  for (let code = 32; code <= 126; code++) codes[code] = CFF_STANDARD_STRINGS[code - 31];
  const upper = `161 exclamdown 162 cent 163 sterling 164 fraction 165 yen 166 florin 167 section 168 currency
169 quotesingle 170 quotedblleft 171 guillemotleft 172 guilsinglleft 173 guilsinglright 174 fi 175 fl
177 endash 178 dagger 179 daggerdbl 180 periodcentered 182 paragraph 183 bullet 184 quotesinglbase
185 quotedblbase 186 quotedblright 187 guillemotright 188 ellipsis 189 perthousand 191 questiondown
193 grave 194 acute 195 circumflex 196 tilde 197 macron 198 breve 199 dotaccent 200 dieresis 202 ring
203 cedilla 205 hungarumlaut 206 ogonek 207 caron 208 emdash 225 AE 227 ordfeminine 232 Lslash 233 Oslash
234 OE 235 ordmasculine 241 ae 245 dotlessi 248 lslash 249 oslash 250 oe 251 germandbls`.split(/\s+/);
  for (let i = 0; i < upper.length; i += 2) codes[Number(upper[i])] = upper[i + 1];
  return codes;
})();

/**
 * MacRomanEncoding as PDF readers apply it (ISO 32000-1, Annex D, with the Mac OS Roman symbols
 * pdf.js also maps: a reader may pick any of them): code → glyph name ('' where the code is unused).
 * StandardEncoding's printable ASCII but quotesingle at 39 and grave at 96.
 */
export const MAC_ROMAN_ENCODING: readonly string[] = (() => {
  const codes = STANDARD_ENCODING.map((name, code) => (code < 128 ? name : ''));
  codes[39] = 'quotesingle';
  codes[96] = 'grave';
  const upper = `Adieresis Aring Ccedilla Eacute Ntilde Odieresis Udieresis aacute agrave acircumflex adieresis atilde
aring ccedilla eacute egrave ecircumflex edieresis iacute igrave icircumflex idieresis ntilde oacute ograve
ocircumflex odieresis otilde uacute ugrave ucircumflex udieresis dagger degree cent sterling section bullet
paragraph germandbls registered copyright trademark acute dieresis notequal AE Oslash infinity plusminus
lessequal greaterequal yen mu partialdiff summation product pi integral ordfeminine ordmasculine Omega ae
oslash questiondown exclamdown logicalnot radical florin approxequal Delta guillemotleft guillemotright
ellipsis space Agrave Atilde Otilde OE oe endash emdash quotedblleft quotedblright quoteleft quoteright
divide lozenge ydieresis Ydieresis fraction currency guilsinglleft guilsinglright fi fl daggerdbl
periodcentered quotesinglbase quotedblbase perthousand Acircumflex Ecircumflex Aacute Edieresis Egrave
Iacute Icircumflex Idieresis Igrave Oacute Ocircumflex apple Ograve Uacute Ucircumflex Ugrave dotlessi
circumflex tilde macron breve dotaccent ring cedilla hungarumlaut ogonek caron`.split(/\s+/);
  upper.forEach((name, i) => (codes[128 + i] = name));
  return codes;
})();

/**
 * WinAnsiEncoding as PDF readers apply it (ISO 32000-1, Annex D; the codes Windows-1252 leaves
 * unused read as bullet, as pdf.js has them): code → glyph name ('' where the code is unused).
 * StandardEncoding's printable ASCII but quotesingle at 39 and grave at 96.
 */
export const WIN_ANSI_ENCODING: readonly string[] = (() => {
  const codes = STANDARD_ENCODING.map((name, code) => (code < 128 ? name : ''));
  codes[39] = 'quotesingle';
  codes[96] = 'grave';
  codes[127] = 'bullet';
  const upper = `Euro bullet quotesinglbase florin quotedblbase ellipsis dagger daggerdbl circumflex perthousand Scaron
guilsinglleft OE bullet Zcaron bullet bullet quoteleft quoteright quotedblleft quotedblright bullet endash emdash
tilde trademark scaron guilsinglright oe bullet zcaron Ydieresis space exclamdown cent sterling currency yen
brokenbar section dieresis copyright ordfeminine guillemotleft logicalnot hyphen registered macron degree
plusminus twosuperior threesuperior acute mu paragraph periodcentered cedilla onesuperior ordmasculine
guillemotright onequarter onehalf threequarters questiondown Agrave Aacute Acircumflex Atilde Adieresis Aring AE
Ccedilla Egrave Eacute Ecircumflex Edieresis Igrave Iacute Icircumflex Idieresis Eth Ntilde Ograve Oacute
Ocircumflex Otilde Odieresis multiply Oslash Ugrave Uacute Ucircumflex Udieresis Yacute Thorn germandbls agrave
aacute acircumflex atilde adieresis aring ae ccedilla egrave eacute ecircumflex edieresis igrave iacute
icircumflex idieresis eth ntilde ograve oacute ocircumflex otilde odieresis divide oslash ugrave uacute
ucircumflex udieresis yacute thorn ydieresis`.split(/\s+/);
  upper.forEach((name, i) => (codes[128 + i] = name));
  return codes;
})();
