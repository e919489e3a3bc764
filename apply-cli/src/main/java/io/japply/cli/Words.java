package io.japply.cli;

import io.japply.apply.Action;
import io.japply.apply.DryRun;
import io.japply.apply.PatchType;
import io.japply.apply.support.Failure;
import java.util.Locale;

/** The library's enums as kubectl's words: what the command line prints and reads. */
final class Words {
    private Words() {
    }

    /** kubectl's word for what was done: "created", "configured", "unchanged", "serverside-applied", "pruned". */
    static String action(Action action) {
        return switch (action) {
            case CREATED -> "created";
            case CONFIGURED -> "configured";
            case UNCHANGED -> "unchanged";
            case SERVER_SIDE_APPLIED -> "serverside-applied";
            case PRUNED -> "pruned";
            case FAILED -> "failed";
        };
    }

    /** What kubectl adds to a line in a dry run: " (dry run)", " (server dry run)". */
    static String suffix(DryRun dryRun) {
        return switch (dryRun) {
            case NONE -> "";
            case CLIENT -> " (dry run)";
            case SERVER -> " (server dry run)";
        };
    }

    /** --dry-run's values. */
    static DryRun dryRun(String flag) {
        return switch (flag) {
            case "none" -> DryRun.NONE;
            case "client" -> DryRun.CLIENT;
            case "server" -> DryRun.SERVER;
            default -> throw Failure.usage("--dry-run must be none, client or server, not '" + flag + "'");
        };
    }

    /** The patch type as compute-patch and the summary name it: "strategic", "merge", "apply". */
    static String patchType(PatchType type) {
        return type.name().toLowerCase(Locale.ROOT);
    }
}
