package io.japply.threeway;

import java.util.List;

/**
 * Switches of a three-way patch. {@code overwrite=false} turns a change that the live object made and
 * the patch also makes, differently, into a {@link ConflictException}; preconditions are checked on
 * the computed patch.
 */
public record ThreeWayOptions(boolean overwrite, List<Precondition> preconditions) {
    public static final ThreeWayOptions OVERWRITE = new ThreeWayOptions(true, List.of());
    public static final ThreeWayOptions DETECT_CONFLICTS = new ThreeWayOptions(false, List.of());

    public ThreeWayOptions {
        preconditions = List.copyOf(preconditions);
    }

    public ThreeWayOptions withPreconditions(List<Precondition> more) {
        return new ThreeWayOptions(overwrite, more);
    }
}
