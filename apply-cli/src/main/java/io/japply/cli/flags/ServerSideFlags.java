package io.japply.cli.flags;

import picocli.CommandLine.Option;

/** diff's server-side apply flags, as kubectl diff has them. */
public final class ServerSideFlags {
    @Option(names = "--server-side", description = "Predict with a server-side apply dry run instead of a three-way patch.")
    boolean serverSide;

    @Option(names = "--force-conflicts", description = "With --server-side: take over fields other managers own.")
    boolean forceConflicts;

    @Option(names = "--field-manager", paramLabel = "NAME", description = "Field manager of the dry run"
            + " (default kubectl-client-side-apply; kubectl with --server-side).")
    String fieldManager;

    /** The flags' values; {@code fieldManager} null when not given (the default depends on --server-side). */
    public record Options(boolean serverSide, boolean forceConflicts, String fieldManager) {
        public static final Options NONE = new Options(false, false, null);
    }

    public Options options() {
        return new Options(serverSide, forceConflicts, fieldManager);
    }
}
