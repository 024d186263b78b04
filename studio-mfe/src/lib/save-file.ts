// Saves a file the studio fetched with its token (an export, a report's CSV) through the browser's
// download: an object URL, which a link to the API could not do (it sends no token).

/** Saves `file` as `name` through the browser's download. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: some browsers start the download only then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
