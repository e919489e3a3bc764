package io.japply.cli.command;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Failure;
import io.japply.apply.KubectlPatch;
import io.japply.apply.TextDocuments;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.OutputFormat;
import io.japply.cli.flags.PatchKind;
import io.japply.cli.flags.PatchOptions;
import io.japply.cli.flags.SchemaOptions;
import io.japply.threeway.PatchException;
import io.japply.threeway.meta.PatchMetaLookup;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "patch",
        description = "Apply a patch to an object offline, like kubectl patch --local, and print the result.")
public final class PatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    SchemaOptions schema;

    /** kubectl's global flags, accepted as kubectl patch accepts them; --local reads none. */
    @Mixin
    io.japply.cli.flags.ClusterFlags cluster;

    @Option(names = "--local", description = "Patch the file, not a cluster (required for now).")
    boolean local;

    @Option(names = {"-f", "--filename"}, paramLabel = "TARGET", description = "The object to patch (YAML or JSON).")
    String target;

    @Option(names = {"-p", "--patch"}, paramLabel = "PATCH|@FILE", description = "The patch, inline or @file.")
    String patch;

    @Option(names = "--type", defaultValue = "strategic", paramLabel = "strategic|merge|json",
            description = "Patch type (default ${DEFAULT-VALUE}, as kubectl).")
    String type;

    @Option(names = {"-o", "--output"}, defaultValue = "json", paramLabel = "json|yaml", description = "Output format.")
    String output;

    @Option(names = "--batch", paramLabel = "IN.jsonl", description = "One case per JSON line ('-': stdin).")
    String batch;

    private final TextDocuments documents;

    public PatchCommand(TextDocuments documents) {
        this.documents = documents;
    }

    @Override
    public Integer call() {
        PatchKind patchType = PatchKind.parse(type).orElseThrow(() -> Failure.usage(PatchKind.unknown(type)));
        PatchOptions options = new PatchOptions(local, Optional.ofNullable(target), Optional.ofNullable(patch),
                patchType, schema.toRef(), OutputFormat.fromFlag(output, OutputFormat.PRETTY_JSON),
                Optional.ofNullable(batch)).validate();
        return run(options, spec.commandLine().getOut());
    }

    private int run(PatchOptions options, PrintWriter out) {
        Optional<PatchMetaLookup> lookup = options.schema().map(ref -> Schemas.load(ref, documents.path("")));
        if (options.batch().isPresent()) {
            String source = options.batch().get();
            Batch.run(documents.open(source), source, out, new LocalPatch(lookup, options.type())::line);
            return ExitCodes.OK;
        }
        out.print(options.output().render(apply(new LocalPatch(lookup, options.type()), options)));
        return ExitCodes.OK;
    }

    private ObjectNode apply(LocalPatch local, PatchOptions options) {
        String targetName = options.target().orElseThrow();
        ObjectNode object = documents.readObject(targetName);
        String value = options.patch().orElseThrow();
        String patchName = options.patchName();
        JsonNode patchDocument = TextDocuments.parse(value.startsWith("@") ? documents.readText(patchName) : value, patchName);
        try {
            return local.apply(object, patchDocument, options.type());
        } catch (PatchException e) {
            throw Failure.engine("patching " + targetName + " with " + patchName, e,
                    KubectlPatch.maskedMessage(e, object, patchDocument));
        }
    }
}
