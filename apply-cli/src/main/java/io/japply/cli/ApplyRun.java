package io.japply.cli;

import java.io.PrintWriter;
import java.util.List;

/** Runs an apply: read every manifest, apply them in input order, one line each, a summary on failure. */
final class ApplyRun {
    private final ManifestReader reader;
    private final Applier applier;
    private final ApplyOptions options;

    ApplyRun(ManifestReader reader, Applier applier, ApplyOptions options) {
        this.reader = reader;
        this.applier = applier;
        this.options = options;
    }

    int run(PrintWriter out, PrintWriter err) {
        List<Manifest> manifests = reader.read(options.files(), options.recursive());
        int failed = 0;
        for (Manifest manifest : manifests) {
            Applier.Outcome outcome = applier.apply(manifest);
            if (outcome.warning() != null) {
                err.println(outcome.warning());
            }
            if (outcome.failed()) {
                failed++;
                err.println("error: " + ExitCodes.oneLine(outcome.error()));
            } else {
                out.println(line(outcome));
                out.flush();
            }
        }
        if (failed > 0) {
            err.println("error: " + failed + " of " + manifests.size() + " objects failed");
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    private String line(Applier.Outcome outcome) {
        if (options.output().isPresent()) {
            return outcome.ref().display();
        }
        return outcome.ref().display() + " " + outcome.action() + options.dryRun().suffix;
    }
}
