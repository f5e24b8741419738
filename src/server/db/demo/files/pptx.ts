import { xmlText } from "./xml-text";
import { zip } from "./zip";

// The smallest PowerPoint package Office and LibreOffice open: presentation, one slide master, one blank
// layout, a theme, and the slides themselves.

const encoder = new TextEncoder();
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const CT = "application/vnd.openxmlformats-officedocument.presentationml";

export interface DemoSlide {
  title: string;
  lines: readonly string[];
}

function relationships(targets: readonly { type: string; target: string }[]): string {
  const items = targets.map(
    ({ type, target }, index) =>
      `<Relationship Id="rId${index + 1}" Type="${REL}/${type}" Target="${target}"/>`,
  );
  return `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join("")}</Relationships>`;
}

const EMPTY_TREE = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';

function textBox(
  id: number,
  y: number,
  height: number,
  size: number,
  bold: boolean,
  lines: readonly string[],
) {
  const paragraphs = lines
    .map(
      (line) =>
        `<a:p><a:r><a:rPr lang="en-US" sz="${size}"${bold ? ' b="1"' : ""}/><a:t>${xmlText(line)}</a:t></a:r></a:p>`,
    )
    .join("");
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Text ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="609600" y="${y}"/><a:ext cx="10972800" cy="${height}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
}

function slideXml(slide: DemoSlide): string {
  return `${XML}<p:sld ${NS}><p:cSld><p:spTree>${EMPTY_TREE}${textBox(2, 457200, 1143000, 3600, true, [slide.title])}${textBox(3, 1828800, 4114800, 2000, false, slide.lines)}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}

const SCHEME_COLOURS = [
  ["dk1", '<a:sysClr val="windowText" lastClr="000000"/>'],
  ["lt1", '<a:sysClr val="window" lastClr="FFFFFF"/>'],
  ["dk2", '<a:srgbClr val="1F2937"/>'],
  ["lt2", '<a:srgbClr val="F3F4F6"/>'],
  ["accent1", '<a:srgbClr val="2563EB"/>'],
  ["accent2", '<a:srgbClr val="16A34A"/>'],
  ["accent3", '<a:srgbClr val="F59E0B"/>'],
  ["accent4", '<a:srgbClr val="DC2626"/>'],
  ["accent5", '<a:srgbClr val="7C3AED"/>'],
  ["accent6", '<a:srgbClr val="0891B2"/>'],
  ["hlink", '<a:srgbClr val="2563EB"/>'],
  ["folHlink", '<a:srgbClr val="7C3AED"/>'],
] as const;

const fonts = (typeface: string) => `<a:latin typeface="${typeface}"/><a:ea typeface=""/><a:cs typeface=""/>`;
const solid = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
const line = (width: number) =>
  `<a:ln w="${width}"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln>`;

const THEME = `${XML}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Portal"><a:themeElements><a:clrScheme name="Portal">${SCHEME_COLOURS.map(([name, colour]) => `<a:${name}>${colour}</a:${name}>`).join("")}</a:clrScheme><a:fontScheme name="Portal"><a:majorFont>${fonts("Calibri Light")}</a:majorFont><a:minorFont>${fonts("Calibri")}</a:minorFont></a:fontScheme><a:fmtScheme name="Portal"><a:fillStyleLst>${solid.repeat(3)}</a:fillStyleLst><a:lnStyleLst>${line(6350)}${line(12700)}${line(19050)}</a:lnStyleLst><a:effectStyleLst>${"<a:effectStyle><a:effectLst/></a:effectStyle>".repeat(3)}</a:effectStyleLst><a:bgFillStyleLst>${solid.repeat(3)}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;

const MASTER = `${XML}<p:sldMaster ${NS}><p:cSld><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`;

const LAYOUT = `${XML}<p:sldLayout ${NS} type="blank" preserve="1"><p:cSld name="Blank"><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;

/** A PowerPoint presentation (pptx), 16:9, one slide per entry with a title and lines of text. */
export function demoPptx(slides: readonly DemoSlide[]): Uint8Array {
  const slideNames = slides.map((_, index) => `slide${index + 1}.xml`);
  const presentation = `${XML}<p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slideNames.map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 2}"/>`).join("")}</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`;
  const contentTypes = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="${CT}.presentation.main+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="${CT}.slideMaster+xml"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="${CT}.slideLayout+xml"/>${slideNames.map((name) => `<Override PartName="/ppt/slides/${name}" ContentType="${CT}.slide+xml"/>`).join("")}<Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/></Types>`;
  const parts: [string, string][] = [
    ["[Content_Types].xml", contentTypes],
    ["_rels/.rels", relationships([{ type: "officeDocument", target: "ppt/presentation.xml" }])],
    ["ppt/presentation.xml", presentation],
    [
      "ppt/_rels/presentation.xml.rels",
      relationships([
        { type: "slideMaster", target: "slideMasters/slideMaster1.xml" },
        ...slideNames.map((name) => ({ type: "slide", target: `slides/${name}` })),
        { type: "theme", target: "theme/theme1.xml" },
      ]),
    ],
    ["ppt/slideMasters/slideMaster1.xml", MASTER],
    [
      "ppt/slideMasters/_rels/slideMaster1.xml.rels",
      relationships([
        { type: "slideLayout", target: "../slideLayouts/slideLayout1.xml" },
        { type: "theme", target: "../theme/theme1.xml" },
      ]),
    ],
    ["ppt/slideLayouts/slideLayout1.xml", LAYOUT],
    [
      "ppt/slideLayouts/_rels/slideLayout1.xml.rels",
      relationships([{ type: "slideMaster", target: "../slideMasters/slideMaster1.xml" }]),
    ],
    ["ppt/theme/theme1.xml", THEME],
    ...slides.flatMap((slide, index): [string, string][] => [
      [`ppt/slides/${slideNames[index]}`, slideXml(slide)],
      [
        `ppt/slides/_rels/${slideNames[index]}.rels`,
        relationships([{ type: "slideLayout", target: "../slideLayouts/slideLayout1.xml" }]),
      ],
    ]),
  ];
  return zip(parts.map(([name, text]) => ({ name, data: encoder.encode(text) })));
}
