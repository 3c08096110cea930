#pragma once

// Core has no Qt, yet the workbench shows some of core's English texts in the user's language (the schema's
// descriptions). These macros only mark such texts for Qt's lupdate, which translations/update.sh tells to
// read them as Q_DECLARE_TR_FUNCTIONS and QT_TR_NOOP; to the compiler the text is the English itself. The
// workbench looks a marked text up with QCoreApplication::translate(<the class's context>, text).

// In a class body: the translation context of the texts its member functions mark.
#define OSPREY_TR_CONTEXT(context)
// An English text the workbench shows translated, in its class's context.
#define OSPREY_TR_NOOP(text) text
// Outside a class: an English text the workbench shows translated in `context` (read as QT_TRANSLATE_NOOP).
// Core's error sentences use the context "osprey::Errors" (Reason::sentence).
#define OSPREY_TRANSLATE_NOOP(context, text) text
