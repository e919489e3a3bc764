package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.Help.Ansi;

/** The usage the build rendered for japply --help is the one picocli renders from the whole command tree. */
class RootHelpTest {
    private static String whole(Ansi ansi) {
        return new Japply().commandLine(Japply.commands(null, null), CommandTree.everyCommand()).getUsageMessage(ansi);
    }

    @Test
    void thePlainRenderingIsTheWholeTreesUsage() {
        assertEquals(whole(Ansi.OFF), RootHelp.rendered(false).orElseThrow());
    }

    @Test
    void theStyledRenderingIsTheWholeTreesStyledUsage() {
        String styled = RootHelp.rendered(true).orElseThrow();
        assertTrue(styled.contains("\u001B["), "ANSI styles");
        assertEquals(whole(Ansi.ON), styled);
    }

    @Test
    void onlyTheRootsHelpIsAnsweredFromTheRendering() {
        assertTrue(RootHelp.asks("--help") && RootHelp.asks("-h"));
        assertTrue(!RootHelp.asks("apply", "--help") && !RootHelp.asks("--help", "-f", "x.yaml") && !RootHelp.asks());
    }
}
