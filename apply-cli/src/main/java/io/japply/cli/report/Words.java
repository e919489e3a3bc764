package io.japply.cli.report;

import io.japply.apply.model.Action;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.PatchType;
import io.japply.apply.model.Failure;
import java.util.Locale;

/** The library's enums as kubectl's words: what the command line prints and reads. */
public final class Words {
    private Words() {
    }

    /** kubectl's name for the object in its output: "deployment.apps/web", "configmap/settings". */
    static String name(ApplyResult.ObjectId id) {
        String kind = id.kind().toLowerCase(Locale.ROOT);
        int slash = id.apiVersion().indexOf('/');
        String group = slash < 0 ? "" : id.apiVersion().substring(0, slash);
        return (group.isEmpty() ? kind : kind + "." + group) + "/" + id.name();
    }

    /** kubectl's word for what was done: "created", "configured", "unchanged", "serverside-applied", "pruned". */
    public static String action(Action action) {
        return switch (action) {
            case CREATED -> "created";
            case CONFIGURED -> "configured";
            case UNCHANGED -> "unchanged";
            case SERVER_SIDE_APPLIED -> "serverside-applied";
            case PRUNED -> "pruned";
            case FAILED -> "failed";
        };
    }

    /**
     * kubectl's line for an object: "configmap/x configured (server dry run)". Since kubectl 1.36 a
     * client dry run computes the patch and applies it locally, so an object nothing would change is
     * "unchanged (dry run)" (1.32 said "configured" for every object that existed).
     */
    public static String line(String name, Action action, DryRun dryRun) {
        return name + " " + action(action) + suffix(dryRun);
    }

    /** What kubectl adds to a line in a dry run: " (dry run)", " (server dry run)". */
    public static String suffix(DryRun dryRun) {
        return switch (dryRun) {
            case NONE -> "";
            case CLIENT -> " (dry run)";
            case SERVER -> " (server dry run)";
        };
    }

    /** What picocli gives for a bare --dry-run (kubectl's own placeholder for it). */
    public static final String BARE_DRY_RUN = "unchanged";

    /** --dry-run's values, as kubectl's GetDryRunStrategy reads them (its words when refused, exit 1). */
    public static DryRun dryRun(String flag) {
        return switch (flag) {
            case "none" -> DryRun.NONE;
            case "client", BARE_DRY_RUN -> DryRun.CLIENT;
            case "server" -> DryRun.SERVER;
            default -> goBool(flag).map(b -> b ? DryRun.CLIENT : DryRun.NONE).orElseThrow(() ->
                    Failure.input("Invalid dry-run value (" + flag + "). Must be \"none\", \"server\", or \"client\"."));
        };
    }

    /**
     * kubectl's warning for its deprecated spellings, a bare --dry-run (client) and booleans, as its
     * klog writes it on stderr (the source file and line are kubectl 1.37.2's).
     */
    public static java.util.Optional<String> dryRunDeprecation(String flag) {
        if (flag.equals(BARE_DRY_RUN)) {
            return java.util.Optional.of(KlogLine.warning("helpers.go:714",
                    "--dry-run is deprecated and can be replaced with --dry-run=client."));
        }
        return goBool(flag).map(b -> KlogLine.warning(b ? "helpers.go:728" : "helpers.go:731", "--dry-run=" + flag
                + " is deprecated (boolean value) and can be replaced with --dry-run=" + (b ? "client" : "none") + "."));
    }

    /** Go's strconv.ParseBool, which kubectl reads a boolean --dry-run with. */
    private static java.util.Optional<Boolean> goBool(String text) {
        return switch (text) {
            case "1", "t", "T", "TRUE", "true", "True" -> java.util.Optional.of(true);
            case "0", "f", "F", "FALSE", "false", "False" -> java.util.Optional.of(false);
            default -> java.util.Optional.empty();
        };
    }

    /** The patch type as compute-patch and the summary name it: "strategic", "merge", "apply". */
    public static String patchType(PatchType type) {
        return type.name().toLowerCase(Locale.ROOT);
    }
}
