package io.japply.cli.diff;

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

        /** All its lines, in order. */
        List<String> lines() {
            List<String> lines = new ArrayList<>(head);
            lines.addAll(body);
            lines.addAll(tail);
            return lines;
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
            blocks.forEach(b -> out.addAll(b.lines()));
            return text(out);
        }
        long room = limit - NOTE_ROOM;
        int sections = (int) blocks.stream().filter(Block::section).count();
        int whole = 0;
        long shown = 0;
        for (Block block : blocks) {
            if (shown + block.bytes() > room) {
                shown = cut(out, shown, block, room);
                break;
            }
            out.addAll(block.lines());
            shown += block.bytes();
            whole += block.section() ? 1 : 0;
        }
        out.add("");
        out.add("> **Truncated** to fit " + limit + " bytes (--max-bytes): " + (total - shown) + " bytes left out, the diffs"
                + " of " + (sections - whole) + " of " + sections + " changed objects cut or missing. Run `japply diff`"
                + " to see everything.");
        return text(out);
    }

    /**
     * As much of the block's body as fits between its head and tail; nothing when not even those fit.
     * {@code shown} is the size of {@code out} so far; returns its size after.
     */
    private static long cut(List<String> out, long shown, Block block, long room) {
        long used = shown + bytes(block.head()) + bytes(block.tail());
        if (used > room) {
            return shown;
        }
        out.addAll(block.head());
        for (String line : block.body()) {
            long next = used + bytes(List.of(line));
            if (next > room) {
                break;
            }
            out.add(line);
            used = next;
        }
        out.addAll(block.tail());
        return used;
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
