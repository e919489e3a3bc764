package io.japply.cli.flags;

import io.japply.apply.model.FieldValidation;
import io.japply.apply.Manifests;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.model.Failure;
import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.report.Words;
import io.japply.threeway.MergeKeyOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/** The flags of apply, shared by "japply -f ..." and "japply apply -f ...". */
public final class ApplyFlags {
    @Option(names = {"-f", "--filename"}, split = ",", paramLabel = "FILE|DIR|-", description = "Manifests to apply (repeatable).")
    List<String> files = new ArrayList<>();

    @Option(names = {"-R", "--recursive"}, description = "Read directories recursively.")
    boolean recursive;

    @picocli.CommandLine.Mixin
    public ClusterFlags cluster = new ClusterFlags();

    @picocli.CommandLine.Mixin
    public JobFlags job = new JobFlags();

    @Option(names = "--dry-run", arity = "0..1", fallbackValue = Words.BARE_DRY_RUN, paramLabel = "none|client|server",
            defaultValue = "none", description = "client: compute locally, send nothing; server: send with dryRun=All."
            + " A bare --dry-run is client, as in kubectl (deprecated there, with its warning).")
    public String dryRun;

    @Option(names = "--overwrite", arity = "0..1", fallbackValue = "true", defaultValue = "true", paramLabel = "BOOL",
            description = "Overwrite changes made on the live object (default ${DEFAULT-VALUE}).")
    public boolean overwrite;

    @Option(names = "--field-manager", paramLabel = "NAME",
            description = "Field manager of the writes (default kubectl-client-side-apply; kubectl with --server-side).")
    public String fieldManager;

    @Option(names = "--server-side", description = "Let the server merge (server-side apply) instead of a three-way patch.")
    public boolean serverSide;

    @Option(names = "--server-side-fallback", arity = "0..1", fallbackValue = "true", defaultValue = "true",
            paramLabel = "true|false", description = "Apply server-side (alone, with a warning) an object whose"
            + " annotations would pass 262144 bytes with the last-applied configuration; false refuses it, as kubectl."
            + " Default: ${DEFAULT-VALUE}.")
    boolean serverSideFallback = true;

    @Option(names = "--force", description = "When a patch is refused as invalid (an immutable field): delete and re-create.")
    boolean force;

    @Option(names = "--subresource", paramLabel = "NAME", description = "With --server-side: apply to this"
            + " subresource of each object (status, scale, ...) instead of the object, as kubectl's.")
    String subresource;

    @Option(names = "--force-conflicts", description = "With --server-side: take over fields other managers own.")
    public boolean forceConflicts;

    @picocli.CommandLine.Mixin
    public PrinterOptions printing = new PrinterOptions();

    @Option(names = "--show-secrets", description = "With --diff: print Secret values instead of masking them"
            + " (-o json|yaml prints them, as kubectl).")
    public boolean showSecrets;

    @Option(names = "--show-managed-fields", description = "With -o json|yaml (and --diff): keep metadata.managedFields.")
    public boolean showManagedFields;

    @Option(names = "--allow-duplicate-merge-keys",
            description = "Send kubectl's patch for lists whose merge key is shared by several items (it merges the wrong ones) instead of refusing the object.")
    boolean allowDuplicateMergeKeys;

    @Option(names = "--validate", arity = "0..1", fallbackValue = "strict", defaultValue = "strict",
            paramLabel = "strict|warn|ignore", description = "Fields the server's schema does not know: strict (or true)"
            + " fails the write, warn applies it and prints the server's warning, ignore (or false) drops them"
            + " silently. Default: ${DEFAULT-VALUE}.")
    public String validate = "strict";

    @Option(names = "--diff", description = "With --dry-run=client|server: print what would change, as japply diff does.")
    public boolean diff;

    @Option(names = "--grace-period", paramLabel = "SECONDS", defaultValue = "-1",
            description = "Seconds each deleted object (a prune, the delete of --force) is given to end gracefully;"
                    + " negative (default): its own.")
    public int gracePeriod = -1;

    @Option(names = "--openapi-patch", arity = "0..1", fallbackValue = "true", defaultValue = "true", paramLabel = "BOOL",
            description = "As kubectl: the patch's merge keys and strategies from the server's OpenAPI (true) or from"
                    + " the built-in Kubernetes types (false); both give the same patch (docs/apply.md).")
    boolean openapiPatch = true;

    @Option(names = "--record", arity = "0..1", fallbackValue = "true", hidden = true, paramLabel = "BOOL",
            description = "Deprecated, as in kubectl: write the command line into each object's kubernetes.io/change-cause annotation.")
    boolean record;

    /** Not a flag: the command line as --record writes it, set by the command that parsed it. */
    public String changeCause;

    /** The change-cause annotation --record writes into every object, if asked for. */
    public Optional<String> recordedCause() {
        return record ? Optional.ofNullable(changeCause) : Optional.empty();
    }

    /**
     * What the command line says beyond its flags' values: the change cause --record writes, and kubectl's
     * deprecation line for --record (printed when it is given at all, even =false, as pflag prints it).
     */
    public void parsedFrom(String program, java.util.List<String> args, picocli.CommandLine.Model.CommandSpec spec,
                           java.io.PrintWriter err) {
        changeCause = ChangeCause.of(program, args, spec);
        if (args.stream().anyMatch(a -> a.equals("--record") || a.startsWith("--record="))) {
            err.println("Flag --record has been deprecated, --record will be removed in the future");
        }
    }

    /** kubectl's values of --validate: strict (or true), warn, ignore (or false), in any case, Go's spellings of a bool too. */
    public static FieldValidation validation(String flag) {
        return switch (flag.toLowerCase(java.util.Locale.ROOT)) {
            case "strict", "true", "t", "1" -> FieldValidation.STRICT;
            case "warn" -> FieldValidation.WARN;
            case "ignore", "false", "f", "0" -> FieldValidation.IGNORE;
            default -> throw Failure.usage("invalid - validate option \"" + flag
                    + "\"; must be one of: strict (or true), warn, ignore (or false)");
        };
    }

    // -l, -k (issue 12): kept together, apart from the flags above
    @Option(names = {"-l", "--selector"}, paramLabel = "SELECTOR",
            description = "Only the objects whose labels match (a=b,c!=d,e in (x,y),!f,g); the others are skipped.")
    String selector;

    @Option(names = {"-k", "--kustomize"}, paramLabel = "DIR",
            description = "Apply what 'kubectl kustomize DIR' (or 'kustomize build DIR') prints; not with -f.")
    String kustomization;

    public boolean given() {
        return !files.isEmpty() || kustomization != null;
    }

    /**
     * Where the objects come from, checked: one of -f and -k, a selector that parses, and no selector
     * with a prune: the prune deletes every member absent from the input, so every member -l filtered
     * out. kubectl refuses the pair with these words (exit 1, nothing sent); so does japply.
     */
    public Input input() {
        Input input = new Input(files, recursive, Optional.ofNullable(kustomization),
                Optional.ofNullable(selector).map(Selector::parse)).validate();
        // as kubectl's check, on the flag's text: an empty -l selects everything and narrows nothing
        if (selector != null && !selector.isEmpty() && job.prune && job.applySet != null) {
            throw Failure.input("--selector is incompatible with --applyset");
        }
        return input;
    }

    /** These flags reading from {@code input} (diff builds its apply this way). */
    public ApplyFlags reading(Input input) {
        files = input.files();
        recursive = input.recursive();
        kustomization = input.kustomization().orElse(null);
        selector = input.selector().map(Selector::text).orElse(null);
        return this;
    }

    /** The job flags' options, -l given to the prune. */
    public io.japply.apply.job.JobOptions jobOptions(ApplyOptions options) {
        return job.toOptions(options, selector);
    }

    /** What -o, --template and --allow-missing-template-keys print the objects with; empty: kubectl's lines. */
    public Optional<ObjectPrinter> printer() {
        return printer(java.nio.file.Path.of(""));
    }

    /** As above, a template file read in {@code directory} (the run's working directory). */
    public Optional<ObjectPrinter> printer(java.nio.file.Path directory) {
        return printing.printer(showManagedFields, directory);
    }

    public ApplyOptions toOptions() {
        input();
        return new ApplyOptions(List.copyOf(files), recursive, Optional.ofNullable(cluster.namespace),
                Words.dryRun(dryRun), overwrite, fieldManager != null ? fieldManager : serverSide
                        ? ApplyOptions.SERVER_SIDE_FIELD_MANAGER : ApplyOptions.DEFAULT_FIELD_MANAGER,
                printing.output(), serverSide, forceConflicts, force,
                new MergeKeyOptions(allowDuplicateMergeKeys, false), validation(validate), serverSideFallback, true,
                Optional.ofNullable(subresource).filter(s -> !s.isEmpty())).validate();
    }
}
