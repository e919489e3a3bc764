package io.japply.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The progress count of many objects (moved from JobStepTest, which runs whole jobs). */
class ProgressTest {
    @Test
    void progressCountsOnATerminalOnlyAndClearsItselfBeforeOtherOutput() {
        StringWriter screen = new StringWriter();
        Progress shown = new Progress(new PrintWriter(screen), true, 40);
        shown.update(1, 40);
        shown.update(2, 40);
        shown.clear();
        assertEquals("\r\033[Kapplied 1/40\r\033[Kapplied 2/40\r\033[K", screen.toString());
        StringWriter log = new StringWriter();
        Progress hidden = new Progress(new PrintWriter(log), false, 40);
        hidden.update(1, 40);
        hidden.clear();
        StringWriter few = new StringWriter();
        new Progress(new PrintWriter(few), true, 3).update(1, 3);
        assertEquals("", log + few.toString(), "nothing when not a terminal, nor for a handful of objects");
    }
}
