package io.japply.cli;

import io.japply.cli.startup.LazyFactory;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * picocli's standard help options (-h/--help, -V/--version), built in code. picocli's own
 * mixinStandardHelpOptions reads them from the annotations of a class of its own, each time: about
 * 15 ms of a cold process. The options, their names (the same system properties rename them), their
 * descriptions and the mixin's name are picocli's, so usage, parsing and completion see no difference.
 */
final class StandardHelp {
    /** picocli's key for the mixin: CommandSpec.mixinStandardHelpOptions() looks for it. */
    private static final String KEY = "mixinStandardHelpOptions";

    private StandardHelp() {
    }

    /** Adds the options to {@code spec}, as {@code @Command(mixinStandardHelpOptions = true)} does last. */
    static CommandSpec addTo(CommandSpec spec) {
        CommandSpec mixin = CommandSpec.wrapWithoutInspection(null, LazyFactory.INSTANCE);
        mixin.addOption(OptionSpec.builder("${picocli.help.name.0:--h}", "${picocli.help.name.1:---help}")
                .usageHelp(true).type(boolean.class).descriptionKey("mixinStandardHelpOptions.help")
                .description("Show this help message and exit.").build());
        mixin.addOption(OptionSpec.builder("${picocli.version.name.0:--V}", "${picocli.version.name.1:---version}")
                .versionHelp(true).type(boolean.class).descriptionKey("mixinStandardHelpOptions.version")
                .description("Print version information and exit.").build());
        return spec.addMixin(KEY, mixin);
    }
}
