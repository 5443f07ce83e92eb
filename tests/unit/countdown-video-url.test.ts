import { describe, expect, it } from "vitest";
import { parseEndTime, remainingText } from "~/lib/countdown";
import { videoSource } from "~/lib/video-url";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("countdown", () => {
  it("parses ISO dates and date-times, reading a time without an offset as UTC", () => {
    expect(parseEndTime("2026-12-31T23:59:59+05:30")).toBe(Date.UTC(2026, 11, 31, 18, 29, 59));
    expect(parseEndTime("2026-12-31T10:00")).toBe(Date.UTC(2026, 11, 31, 10, 0));
    expect(parseEndTime("2026-12-31T10:00:00.5Z")).toBe(Date.UTC(2026, 11, 31, 10, 0, 0, 500));
    expect(parseEndTime("2026-12-31")).toBe(Date.UTC(2026, 11, 31));
  });

  it("rejects what is not an ISO date", () => {
    for (const bad of ["", "tomorrow", "31/12/2026", "2026-13-45", "2026-12-31 10:00", "12345"])
      expect(parseEndTime(bad), bad).toBeNull();
  });

  it("says the days, hours and minutes left, rounded up to the minute, zero units left out", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(remainingText(now + 3 * DAY + 4 * HOUR + 5 * MIN, now)).toBe("3 days, 4 hours and 5 minutes");
    expect(remainingText(now + DAY + MIN, now)).toBe("1 day and 1 minute");
    expect(remainingText(now + 2 * HOUR, now)).toBe("2 hours");
    expect(remainingText(now + 59 * MIN + 1, now)).toBe("1 hour");
    expect(remainingText(now + 1000, now)).toBe("1 minute");
  });

  it("is null once the end has passed", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(remainingText(now, now)).toBeNull();
    expect(remainingText(now - 1, now)).toBeNull();
    expect(remainingText(NaN, now)).toBeNull();
  });
});

describe("videoSource", () => {
  it("recognises YouTube links in their usual forms", () => {
    const page = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";
    for (const url of [
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10",
      "https://youtu.be/aqz-KE-bpKQ",
      "https://www.youtube.com/embed/aqz-KE-bpKQ",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0",
      "https://m.youtube.com/shorts/aqz-KE-bpKQ",
    ])
      expect(videoSource(url), url).toEqual({ kind: "youtube", id: "aqz-KE-bpKQ", pageUrl: page });
  });

  it("recognises Vimeo links", () => {
    expect(videoSource("https://vimeo.com/76979871")).toEqual({
      kind: "vimeo",
      id: "76979871",
      pageUrl: "https://vimeo.com/76979871",
    });
    expect(videoSource("https://player.vimeo.com/video/76979871?h=x")?.kind).toBe("vimeo");
  });

  it("takes other http(s) and relative URLs as files", () => {
    expect(videoSource("/service/storage/files/a/b.mp4")).toEqual({
      kind: "file",
      src: "/service/storage/files/a/b.mp4",
    });
    expect(videoSource(" https://cdn.example.com/v.webm ")).toEqual({
      kind: "file",
      src: "https://cdn.example.com/v.webm",
    });
  });

  it("rejects unsafe schemes, bad YouTube ids and Vimeo pages that are not videos", () => {
    for (const bad of [
      "",
      "javascript:alert(1)",
      "data:video/mp4;base64,AAAA",
      "mailto:a@b.c",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch",
      "https://vimeo.com/channels/staffpicks",
    ])
      expect(videoSource(bad), bad).toBeNull();
  });
});
