package io.japply.cli;

import picocli.CommandLine.Option;

/** diff's server-side apply flags, as kubectl diff has them. */
final class ServerSideFlags {
    @Option(names = "--server-side", description = "Predict with a server-side apply dry run instead of a three-way patch.")
    boolean serverSide;

    @Option(names = "--force-conflicts", description = "With --server-side: take over fields other managers own.")
    boolean forceConflicts;

    @Option(names = "--field-manager", paramLabel = "NAME", description = "Field manager of the dry run"
            + " (default kubectl-client-side-apply; kubectl with --server-side).")
    String fieldManager;

    /** The flags' values; {@code fieldManager} null when not given (the default depends on --server-side). */
    record Options(boolean serverSide, boolean forceConflicts, String fieldManager) {
        static final Options NONE = new Options(false, false, null);
    }

    Options options() {
        return new Options(serverSide, forceConflicts, fieldManager);
    }
}
