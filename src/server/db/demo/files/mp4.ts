import { encodeH264, type YuvFrame } from "./h264";

// An MP4 (ISO base media file) with one H.264 video track, moov before mdat so players start at once.

const TIMESCALE = 1000;

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
}

function box(type: string, ...payload: Uint8Array[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Uint8Array[]): Buffer {
  return box(type, u32((version << 24) | flags), ...payload);
}

const zeros = (length: number) => Buffer.alloc(length);

/** The identity transformation matrix of mvhd and tkhd. */
const MATRIX = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

function sampleEntry(width: number, height: number, sps: Uint8Array, pps: Uint8Array): Buffer {
  const avcC = box(
    "avcC",
    Uint8Array.from([1, sps[1] ?? 0, sps[2] ?? 0, sps[3] ?? 0, 0xff, 0xe1]),
    u16(sps.length),
    sps,
    Uint8Array.from([1]),
    u16(pps.length),
    pps,
  );
  const compressorName = zeros(32);
  return box(
    "avc1",
    zeros(6),
    u16(1), // data_reference_index
    zeros(16),
    u16(width),
    u16(height),
    u32(0x00480000), // 72 dpi
    u32(0x00480000),
    zeros(4),
    u16(1), // frame_count
    compressorName,
    u16(0x0018), // depth: colour
    u16(0xffff),
    avcC,
  );
}

/** A silent video of these frames (width and height multiples of 16) at `fps` frames a second. */
export function demoMp4(width: number, height: number, fps: number, frames: readonly YuvFrame[]): Uint8Array {
  const stream = encodeH264(width, height, frames);
  // Each sample is its NAL unit behind a 4-byte length (avcC says lengthSizeMinusOne = 3).
  const samples = stream.frames.map((nal) => Buffer.concat([u32(nal.length), nal]));
  const delta = TIMESCALE / fps;
  const duration = delta * samples.length;

  const moov = (chunkOffset: number) =>
    box(
      "moov",
      fullBox(
        "mvhd",
        0,
        0,
        zeros(8), // creation and modification time
        u32(TIMESCALE),
        u32(duration),
        u32(0x00010000), // rate 1.0
        u16(0x0100), // volume 1.0
        zeros(10),
        MATRIX,
        zeros(24),
        u32(2), // next_track_ID
      ),
      box(
        "trak",
        fullBox(
          "tkhd",
          0,
          3, // enabled, in movie
          zeros(8),
          u32(1), // track_ID
          zeros(4),
          u32(duration),
          zeros(8),
          zeros(8), // layer, alternate_group, volume, reserved
          MATRIX,
          u32(width * 0x10000),
          u32(height * 0x10000),
        ),
        box(
          "mdia",
          fullBox("mdhd", 0, 0, zeros(8), u32(TIMESCALE), u32(duration), u16(0x55c4), u16(0)), // language "und"
          fullBox(
            "hdlr",
            0,
            0,
            zeros(4),
            Buffer.from("vide", "latin1"),
            zeros(12),
            Buffer.from("Video\0", "latin1"),
          ),
          box(
            "minf",
            fullBox("vmhd", 0, 1, zeros(8)),
            box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1))),
            box(
              "stbl",
              fullBox("stsd", 0, 0, u32(1), sampleEntry(width, height, stream.sps, stream.pps)),
              fullBox("stts", 0, 0, u32(1), u32(samples.length), u32(delta)),
              fullBox("stsc", 0, 0, u32(1), u32(1), u32(samples.length), u32(1)),
              fullBox(
                "stsz",
                0,
                0,
                u32(0),
                u32(samples.length),
                ...samples.map((sample) => u32(sample.length)),
              ),
              fullBox("stco", 0, 0, u32(1), u32(chunkOffset)),
            ),
          ),
        ),
      ),
    );

  const ftyp = box(
    "ftyp",
    Buffer.from("isom", "latin1"),
    u32(512),
    Buffer.from("isomiso2avc1mp41", "latin1"),
  );
  // The offset does not change the moov's size: measure it with any value, then fill in the real one.
  const mdatStart = ftyp.length + moov(0).length + 8;
  return new Uint8Array(Buffer.concat([ftyp, moov(mdatStart), box("mdat", ...samples)]));
}
