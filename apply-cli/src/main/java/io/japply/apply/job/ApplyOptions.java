package io.japply.apply.job;

import io.japply.apply.model.FieldValidation;

import io.japply.threeway.MergeKeyOptions;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.Failure;
import io.japply.apply.model.DryRun;

/** What {@code japply apply} was asked to do, checked before any file is read or the cluster asked. */
public record ApplyOptions(List<String> files, boolean recursive, Optional<String> namespace, DryRun dryRun,
                    boolean overwrite, String fieldManager, Optional<String> output, boolean serverSide,
                    boolean forceConflicts, boolean force, MergeKeyOptions mergeKeys, FieldValidation fieldValidation,
                    boolean serverSideFallback, boolean migrate, Optional<String> subresource) {
    public static final String DEFAULT_FIELD_MANAGER = "kubectl-client-side-apply";
    /** kubectl's manager name for server-side apply. */
    public static final String SERVER_SIDE_FIELD_MANAGER = "kubectl";

    /** A subresource is a word of the API path, never anything that could lead the request elsewhere. */
    private static final java.util.regex.Pattern SUBRESOURCE = java.util.regex.Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");

    /** The object itself, not a subresource. */
    public ApplyOptions(List<String> files, boolean recursive, Optional<String> namespace, DryRun dryRun,
                        boolean overwrite, String fieldManager, Optional<String> output, boolean serverSide,
                        boolean forceConflicts, boolean force, MergeKeyOptions mergeKeys, FieldValidation fieldValidation,
                        boolean serverSideFallback, boolean migrate) {
        this(files, recursive, namespace, dryRun, overwrite, fieldManager, output, serverSide, forceConflicts, force,
                mergeKeys, fieldValidation, serverSideFallback, migrate, Optional.empty());
    }

    /** With the server-side fallback (the default) for objects too large for the last-applied annotation. */
    public ApplyOptions(List<String> files, boolean recursive, Optional<String> namespace, DryRun dryRun,
                        boolean overwrite, String fieldManager, Optional<String> output, boolean serverSide,
                        boolean forceConflicts, boolean force, MergeKeyOptions mergeKeys, FieldValidation fieldValidation) {
        this(files, recursive, namespace, dryRun, overwrite, fieldManager, output, serverSide, forceConflicts, force,
                mergeKeys, fieldValidation, true, true);
    }

    /**
     * The same options not migrating client-side applied objects after a server-side apply (kubectl
     * diff's dry run does not; kubectl apply does, dry runs included).
     */
    public ApplyOptions withoutMigration() {
        return new ApplyOptions(files, recursive, namespace, dryRun, overwrite, fieldManager, output, serverSide,
                forceConflicts, force, mergeKeys, fieldValidation, serverSideFallback, false, subresource);
    }

    /**
     * The field manager of an object applied server-side because it is too large for client-side apply:
     * kubectl's server-side manager unless the user named one.
     */
    public String fallbackFieldManager() {
        return DEFAULT_FIELD_MANAGER.equals(fieldManager) ? SERVER_SIDE_FIELD_MANAGER : fieldManager;
    }

    /** These options as a server-side apply under {@link #fallbackFieldManager()}, conflicts not forced. */
    public ApplyOptions asServerSideFallback() {
        return new ApplyOptions(files, recursive, namespace, dryRun, overwrite, fallbackFieldManager(), output, true,
                false, false, mergeKeys, fieldValidation, false, migrate);
    }

    public ApplyOptions validate() {
        // -f or -k: the command line's Input checks them, as it knows both
        if (dryRun == DryRun.CLIENT && serverSide) {
            throw Failure.input("--dry-run=client doesn't work with --server-side (did you mean --dry-run=server instead?)");
        }
        if (force && serverSide) {
            throw Failure.usage("--force cannot be used with --server-side; use --force-conflicts");
        }
        if (subresource.isPresent() && !serverSide) {
            throw Failure.input("--subresource can only be specified for --server-side");
        }
        subresource.filter(s -> !SUBRESOURCE.matcher(s).matches()).ifPresent(s -> {
            throw Failure.input("--subresource must name a subresource such as status or scale, not '" + s + "'");
        });
        if (forceConflicts && !serverSide) {
            throw Failure.usage("--force-conflicts only works with --server-side");
        }
        return this;
    }
}
