package io.japply.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Fits Markdown blocks into a byte limit (a pull-request comment has one: 65536 characters on
 * GitHub). Blocks go in whole while they fit; the first that does not is cut between lines, its
 * head and tail kept so fences and {@code <details>} stay closed; the rest is left out, and a note
 * says how much.
 */
final class MarkdownBudget {
    /** Room kept for the note. */
    static final int NOTE_ROOM = 400;

    /** Lines of Markdown: {@code head} and {@code tail} stay together, {@code body} may be cut; {@code section} counts as one object's diff. */
    record Block(List<String> head, List<String> body, List<String> tail, boolean section) {
        static Block whole(List<String> lines) {
            return new Block(lines, List.of(), List.of(), false);
        }

        Block asSection() {
            return new Block(head, body, tail, true);
        }

        long bytes() {
            return MarkdownBudget.bytes(head) + MarkdownBudget.bytes(body) + MarkdownBudget.bytes(tail);
        }
    }

    private MarkdownBudget() {
    }

    /** The blocks as text, within {@code limit} bytes of UTF-8 (0: no limit). */
    static String fit(List<Block> blocks, long limit) {
        long total = blocks.stream().mapToLong(Block::bytes).sum();
        List<String> out = new ArrayList<>();
        if (limit == 0 || total <= limit) {
            blocks.forEach(b -> add(out, b));
            return text(out);
        }
        long room = limit - NOTE_ROOM;
        int sections = (int) blocks.stream().filter(Block::section).count();
        int whole = 0;
        for (Block block : blocks) {
            if (bytes(out) + block.bytes() > room) {
                cut(out, block, room);
                break;
            }
            add(out, block);
            whole += block.section() ? 1 : 0;
        }
        long shown = bytes(out);
        out.add("");
        out.add("> **Truncated** to fit " + limit + " bytes (--max-bytes): " + (total - shown) + " bytes left out, the diffs"
                + " of " + (sections - whole) + " of " + sections + " changed objects cut or missing. Run `japply diff`"
                + " to see everything.");
        return text(out);
    }

    /** As much of the block's body as fits between its head and tail; nothing when not even those fit. */
    private static void cut(List<String> out, Block block, long room) {
        long used = bytes(out) + bytes(block.head()) + bytes(block.tail());
        if (used > room) {
            return;
        }
        out.addAll(block.head());
        for (String line : block.body()) {
            used += bytes(List.of(line));
            if (used > room) {
                break;
            }
            out.add(line);
        }
        out.addAll(block.tail());
    }

    private static void add(List<String> out, Block block) {
        out.addAll(block.head());
        out.addAll(block.body());
        out.addAll(block.tail());
    }

    /** Each line with its newline. */
    static long bytes(List<String> lines) {
        long n = 0;
        for (String line : lines) {
            n += line.getBytes(StandardCharsets.UTF_8).length + 1;
        }
        return n;
    }

    private static String text(List<String> lines) {
        StringBuilder text = new StringBuilder();
        lines.forEach(l -> text.append(l).append('\n'));
        return text.toString();
    }
}
