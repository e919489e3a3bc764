package io.japply.threeway;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.function.Predicate;

/**
 * The live object changed something that the patch also changes, differently (three-way, overwrite
 * off). Names each conflicting path with its three values, one per line; {@link #describe} masks the
 * values of the paths a caller must not show (a Secret's data).
 */
public final class ConflictException extends PatchException {
    /** A longer value (the last-applied annotation holds a whole object) is cut, the path names it. */
    private static final int MAX_VALUE = 80;

    /**
     * One conflicting path ("spec.replicas", list items by merge key: "containers[name=web].image")
     * and its values: the last apply's, the live object's and the patch's (null where absent; a
     * JSON null in {@code applied} removes it).
     */
    public record Conflict(String path, JsonNode original, JsonNode live, JsonNode applied) {
    }

    private final List<Conflict> conflicts;

    public ConflictException(List<Conflict> conflicts) {
        super("", text(conflicts, path -> false));
        this.conflicts = List.copyOf(conflicts);
    }

    public List<Conflict> conflicts() {
        return conflicts;
    }

    /** The message with the values of the paths {@code hidden} accepts written as "***". */
    public String describe(Predicate<String> hidden) {
        return text(conflicts, hidden);
    }

    private static String text(List<Conflict> conflicts, Predicate<String> hidden) {
        StringBuilder text = new StringBuilder("someone else changed the live object where this apply changes it too:");
        for (Conflict c : conflicts) {
            boolean mask = hidden.test(c.path());
            text.append("\n  ").append(c.path()).append(": last applied ").append(show(c.original(), mask))
                    .append(", live ").append(show(c.live(), mask)).append(", this apply ")
                    .append(c.applied() == null || c.applied().isNull() ? "removes it" : show(c.applied(), mask));
        }
        return text.toString();
    }

    private static String show(JsonNode value, boolean mask) {
        if (value == null || value.isMissingNode()) {
            return "(none)";
        }
        if (mask) {
            return "***";
        }
        String text = value.isTextual() && !value.asText().isEmpty() ? value.asText().lines().findFirst().orElse("")
                : value.toString();
        return text.length() > MAX_VALUE ? text.substring(0, MAX_VALUE) + "..." : text;
    }

    @Override
    public String errorType() {
        return "conflict";
    }
}
