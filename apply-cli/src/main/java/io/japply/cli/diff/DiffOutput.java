package io.japply.cli.diff;

import io.japply.apply.model.Failure;
import java.util.Optional;

/** How japply diff prints: the format, and for Markdown the byte limit (0: none). */
public record DiffOutput(DiffFormat format, long maxBytes) {
    static final DiffOutput TEXT = new DiffOutput(DiffFormat.TEXT, 0);
    /** Below this a limit leaves no room for the counts and the note. */
    static final long SMALLEST_LIMIT = 1024;

    /** --max-bytes only means something for Markdown, where it defaults to GitHub's comment limit. */
    public DiffOutput(DiffFormat format, Optional<Long> maxBytes) {
        this(format, maxBytes.orElse(format == DiffFormat.MARKDOWN ? DiffMarkdown.DEFAULT_MAX_BYTES : 0));
        if (maxBytes.isPresent() && format != DiffFormat.MARKDOWN) {
            throw Failure.usage("--max-bytes only works with -o markdown");
        }
        if (this.maxBytes < 0 || this.maxBytes > 0 && this.maxBytes < SMALLEST_LIMIT) {
            throw Failure.usage("--max-bytes must be 0 (no limit) or at least " + SMALLEST_LIMIT + ", not " + this.maxBytes);
        }
    }
}
