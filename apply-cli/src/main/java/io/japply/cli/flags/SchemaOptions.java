package io.japply.cli.flags;

import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;
import io.japply.apply.model.Failure;

/** The {@code --schema FILE --definition NAME} pair, shared by the commands as a picocli mixin. */
public final class SchemaOptions {
    @Option(names = "--schema", paramLabel = "FILE",
            description = "OpenAPI v2 or v3 document (JSON) holding the patch metadata.")
    Path file;

    @Option(names = "--definition", paramLabel = "NAME",
            description = "Definition of the document's kind in the schema, e.g. io.k8s.api.apps.v1.Deployment.")
    String definition;

    /** The validated choice: both flags or neither. */
    public Optional<SchemaRef> toRef() {
        if ((file == null) != (definition == null)) {
            throw Failure.usage("--schema and --definition go together");
        }
        return file == null ? Optional.empty() : Optional.of(new SchemaRef(file, definition));
    }

    /** Where the patch metadata comes from: a definition in an OpenAPI document. */
    public record SchemaRef(Path file, String definition) {
    }
}
