package io.japply.apply.cluster;

import java.util.Locale;
import io.japply.apply.model.Failure;

/**
 * kubectl's --cascade: how a delete treats the object's dependents (the Pods of a ReplicaSet, ...).
 * Background, kubectl's default, deletes the object now and its dependents after; foreground deletes
 * the dependents first; orphan leaves them.
 */
public enum Cascade {
    BACKGROUND("Background"), FOREGROUND("Foreground"), ORPHAN("Orphan");

    /** The propagationPolicy value of the API's DeleteOptions. */
    public final String policy;

    Cascade(String policy) {
        this.policy = policy;
    }

    /** kubectl's values, and its deprecated booleans: true is background, false orphan. */
    public static Cascade parse(String flag) {
        return switch (flag.toLowerCase(Locale.ROOT)) {
            case "background", "true" -> BACKGROUND;
            case "foreground" -> FOREGROUND;
            case "orphan", "false" -> ORPHAN;
            default -> throw Failure.usage("invalid cascade value (" + flag
                    + "). Must be \"background\", \"foreground\", or \"orphan\"");
        };
    }
}
