package io.japply.cli.command;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Failure;
import io.japply.apply.KubectlPatch;
import io.japply.apply.TextDocuments;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.ComputePatchOptions;
import io.japply.cli.flags.OutputFormat;
import io.japply.cli.flags.SchemaOptions;
import io.japply.cli.report.Words;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.PatchException;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "compute-patch",
        description = "Print the patch kubectl apply would send ({} when nothing changes).")
public final class ComputePatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    SchemaOptions schema;

    @Option(names = "--modified", paramLabel = "FILE", description = "The local manifest (YAML or JSON).")
    String modified;

    @Option(names = "--current", paramLabel = "FILE", description = "The live object, as kubectl get -o yaml shows it.")
    String current;

    @Option(names = "--original", paramLabel = "FILE",
            description = "The original; default: the live object's last-applied annotation.")
    String original;

    @Option(names = "--overwrite", arity = "0..1", fallbackValue = "true", defaultValue = "true",
            paramLabel = "BOOL", description = "Overwrite changes made on the live object (default ${DEFAULT-VALUE}).")
    boolean overwrite;

    @Option(names = "--two-way", description = "Patch from original to modified only; current is ignored.")
    boolean twoWay;

    @Option(names = {"-o", "--output"}, defaultValue = "json", paramLabel = "json|yaml", description = "Output format.")
    String output;

    @Option(names = "--batch", paramLabel = "IN.jsonl", description = "One case per JSON line ('-': stdin).")
    String batch;

    @Option(names = "--show-patch-type",
            description = "Also print on stderr which patch type (media type) kubectl would send.")
    boolean showPatchType;

    @Option(names = {"-n", "--namespace"}, paramLabel = "NS",
            description = "Namespace for a namespaced object whose manifest names none, as kubectl takes it from the context.")
    String namespace;

    @Option(names = "--allow-duplicate-merge-keys",
            description = "Print kubectl's patch for lists whose merge key is shared by several items (it merges the wrong ones) instead of refusing.")
    boolean allowDuplicateMergeKeys;

    @Option(names = "--emit-patch-merge-key",
            description = "Mark items of lists with recommended merge keys (service and container ports) with $patchMergeKey, for servers that honour it.")
    boolean emitPatchMergeKey;

    private final TextDocuments documents;

    public ComputePatchCommand(TextDocuments documents) {
        this.documents = documents;
    }

    @Override
    public Integer call() {
        ComputePatchOptions options = new ComputePatchOptions(Optional.ofNullable(original), Optional.ofNullable(modified),
                Optional.ofNullable(current), schema.toRef(), overwrite, twoWay,
                OutputFormat.fromFlag(output, OutputFormat.JSON), Optional.ofNullable(batch),
                new MergeKeyOptions(allowDuplicateMergeKeys, emitPatchMergeKey)).validate();
        return run(options, spec.commandLine().getOut());
    }

    private int run(ComputePatchOptions options, PrintWriter out) {
        ComputePatch compute = new ComputePatch(options.schema().map(ref -> Schemas.load(ref, documents.path(""))), Optional.ofNullable(namespace),
                options.mergeKeys());
        if (options.batch().isPresent()) {
            String source = options.batch().get();
            Batch.run(documents.open(source), source, out, compute::line);
            return ExitCodes.OK;
        }
        ComputePatch.Result result = compute(compute, options);
        if (showPatchType) {
            // stdout carries the patch alone
            spec.commandLine().getErr().println("patch type: " + Words.patchType(result.type()) + " (" + result.type().mediaType() + ")");
        }
        out.print(options.output().render(result.patch()));
        return ExitCodes.OK;
    }

    private ComputePatch.Result compute(ComputePatch compute, ComputePatchOptions options) {
        ObjectNode modified = documents.readObject(options.modified().orElseThrow());
        ComputePatch.Case c = new ComputePatch.Case(options.original().map(documents::readObject),
                modified,
                options.current().map(documents::readObject).orElse(null),
                options.overwrite(), options.twoWay(), Optional.empty());
        try {
            return compute.patch(c);
        } catch (PatchException e) {
            throw Failure.engine(options.context(), e, KubectlPatch.maskedMessage(e, modified, c.current(),
                    c.original().orElse(null)));
        }
    }
}
