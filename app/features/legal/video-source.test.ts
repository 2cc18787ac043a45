import { describe, expect, it } from "vitest";
import { videoSource } from "./video-source";

describe("videoSource", () => {
  it("has nothing to play without a url", () => {
    expect(videoSource(null)).toEqual({ kind: "none" });
    expect(videoSource("   ")).toEqual({ kind: "none" });
  });

  it("plays an mp4 of the videos bucket natively", () => {
    expect(videoSource("/storage/videos/aula-1.mp4")).toEqual({
      kind: "native",
      src: "/storage/videos/aula-1.mp4",
    });
    expect(videoSource("/storage/videos/cursos/aula.MP4")).toEqual({
      kind: "native",
      src: "/storage/videos/cursos/aula.MP4",
    });
  });

  it("frames any other https address", () => {
    expect(videoSource("https://www.youtube-nocookie.com/embed/abc")).toEqual({
      kind: "frame",
      src: "https://www.youtube-nocookie.com/embed/abc",
    });
  });

  it("never loads unsafe or foreign addresses", () => {
    for (const url of [
      "javascript:alert(1)",
      "http://exemplo.com/v.mp4",
      "data:text/html,x",
      "/storage/videos/../x.mp4",
      "/storage/modelos/x.mp4",
      "/outra/pagina",
    ]) {
      expect(videoSource(url)).toEqual({ kind: "none" });
    }
  });
});
