// A real H.264 stream without an encoder: Constrained Baseline, every frame an IDR picture whose macroblocks
// are all I_PCM (raw samples), which every decoder must support. Large for its size, but tiny at demo sizes.

class BitWriter {
  readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number) {
    this.current = (this.current << 1) | (value & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, length: number) {
    for (let shift = length - 1; shift >= 0; shift--) this.bit((value >> shift) & 1);
  }

  /** Unsigned Exp-Golomb code, ue(v). */
  ue(value: number) {
    const coded = value + 1;
    const length = Math.floor(Math.log2(coded));
    this.bits(0, length);
    this.bits(coded, length + 1);
  }

  /** Signed Exp-Golomb code, se(v). */
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  alignWithZeros() {
    while (this.count !== 0) this.bit(0);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing() {
    this.bit(1);
    this.alignWithZeros();
  }
}

/** A NAL unit with its header byte, emulation-prevention bytes inserted into the payload. */
function nalUnit(refIdc: number, type: number, rbsp: readonly number[]): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

export interface H264Stream {
  sps: Uint8Array;
  pps: Uint8Array;
  /** One IDR access unit (a single slice NAL unit) per frame. */
  frames: Uint8Array[];
}

/** Planar 4:2:0 samples of one frame: Y is width x height, Cb and Cr are a quarter of that. */
export interface YuvFrame {
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

/** Encodes frames whose width and height are multiples of 16. */
export function encodeH264(width: number, height: number, frames: readonly YuvFrame[]): H264Stream {
  const widthInMbs = width / 16;
  const heightInMbs = height / 16;

  const sps = new BitWriter();
  sps.bits(66, 8); // profile_idc: Baseline
  sps.bits(0b11000000, 8); // constraint_set0 and set1: Constrained Baseline
  sps.bits(20, 8); // level_idc 2.0
  sps.ue(0); // seq_parameter_set_id
  sps.ue(0); // log2_max_frame_num_minus4
  sps.ue(2); // pic_order_cnt_type: order follows frame_num
  sps.ue(1); // max_num_ref_frames
  sps.bit(0); // gaps_in_frame_num_value_allowed_flag
  sps.ue(widthInMbs - 1);
  sps.ue(heightInMbs - 1);
  sps.bit(1); // frame_mbs_only_flag
  sps.bit(1); // direct_8x8_inference_flag
  sps.bit(0); // frame_cropping_flag
  sps.bit(0); // vui_parameters_present_flag
  sps.trailing();

  const pps = new BitWriter();
  pps.ue(0); // pic_parameter_set_id
  pps.ue(0); // seq_parameter_set_id
  pps.bit(0); // entropy_coding_mode_flag: CAVLC
  pps.bit(0); // bottom_field_pic_order_in_frame_present_flag
  pps.ue(0); // num_slice_groups_minus1
  pps.ue(0); // num_ref_idx_l0_default_active_minus1
  pps.ue(0); // num_ref_idx_l1_default_active_minus1
  pps.bit(0); // weighted_pred_flag
  pps.bits(0, 2); // weighted_bipred_idc
  pps.se(0); // pic_init_qp_minus26
  pps.se(0); // pic_init_qs_minus26
  pps.se(0); // chroma_qp_index_offset
  pps.bit(1); // deblocking_filter_control_present_flag
  pps.bit(0); // constrained_intra_pred_flag
  pps.bit(0); // redundant_pic_cnt_present_flag
  pps.trailing();

  const encoded = frames.map((frame, index) => {
    const slice = new BitWriter();
    slice.ue(0); // first_mb_in_slice
    slice.ue(7); // slice_type: I, as are all slices of the picture
    slice.ue(0); // pic_parameter_set_id
    slice.bits(0, 4); // frame_num: 0 in an IDR picture
    slice.ue(index % 2); // idr_pic_id: differs between consecutive IDR pictures
    slice.bit(0); // no_output_of_prior_pics_flag
    slice.bit(0); // long_term_reference_flag
    slice.se(0); // slice_qp_delta
    slice.ue(1); // disable_deblocking_filter_idc: off
    for (let mbY = 0; mbY < heightInMbs; mbY++) {
      for (let mbX = 0; mbX < widthInMbs; mbX++) {
        slice.ue(25); // mb_type: I_PCM
        slice.alignWithZeros(); // pcm_alignment_zero_bit
        for (let y = 0; y < 16; y++) {
          for (let x = 0; x < 16; x++) slice.bits(frame.y[(mbY * 16 + y) * width + mbX * 16 + x] ?? 128, 8);
        }
        for (const plane of [frame.cb, frame.cr]) {
          for (let y = 0; y < 8; y++) {
            for (let x = 0; x < 8; x++)
              slice.bits(plane[(mbY * 8 + y) * (width / 2) + mbX * 8 + x] ?? 128, 8);
          }
        }
      }
    }
    slice.trailing();
    return nalUnit(3, 5, slice.bytes);
  });

  return { sps: nalUnit(3, 7, sps.bytes), pps: nalUnit(3, 8, pps.bytes), frames: encoded };
}
